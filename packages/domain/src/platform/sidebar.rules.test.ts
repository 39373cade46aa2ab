import { describe, expect, it } from 'vitest';
import {
  applySidebarShortcut,
  clampFloatingPosition,
  clampSidebarWidth,
  defaultSidebarState,
  dockEdgeForDrop,
  dropFloatingSidebar,
  parseSidebarState,
  resizeSidebarWidth,
  sidebarShortcutFor,
  visibleSidebarWidth,
  type SidebarState,
} from './sidebar.rules.ts';

const viewport = { width: 1280, height: 800 };
const floating: SidebarState = { ...defaultSidebarState, isIntegrated: false, position: { x: 400, y: 200 } };

describe('clampSidebarWidth', () => {
  it.each([
    [150, 200],
    [200, 200],
    [280, 280],
    [333.4, 333],
    [400, 400],
    [999, 400],
    [Number.NaN, 280],
    [Number.POSITIVE_INFINITY, 280],
  ])('%s → %s', (input, expected) => {
    expect(clampSidebarWidth(input)).toBe(expected);
  });
});

describe('resizeSidebarWidth', () => {
  it.each([
    { start: 280, dx: 50, right: false, out: 330 },
    { start: 280, dx: 50, right: true, out: 230 },
    { start: 280, dx: -200, right: false, out: 200 },
    { start: 280, dx: -200, right: true, out: 400 },
  ])('start $start, dx $dx, right side $right → $out', ({ start, dx, right, out }) => {
    expect(resizeSidebarWidth(start, dx, right)).toBe(out);
  });
});

describe('visibleSidebarWidth', () => {
  it('is 80 when collapsed and the clamped width otherwise', () => {
    expect(visibleSidebarWidth({ ...defaultSidebarState, collapsed: true, width: 350 })).toBe(80);
    expect(visibleSidebarWidth({ ...defaultSidebarState, width: 350 })).toBe(350);
  });
});

describe('dockEdgeForDrop', () => {
  it.each([
    { x: 0, out: 'left' },
    { x: 80, out: 'left' },
    { x: 81, out: null },
    { x: 500, out: null },
    { x: 1280 - 280 - 81, out: null },
    { x: 1280 - 280 - 80, out: 'right' },
    { x: 1200, out: 'right' },
  ])('x $x → $out', ({ x, out }) => {
    expect(dockEdgeForDrop(x, 280, 1280)).toBe(out);
  });
});

describe('clampFloatingPosition', () => {
  it.each([
    { pos: { x: 300, y: 300 }, out: { x: 300, y: 300 } },
    { pos: { x: -50, y: 0 }, out: { x: 8, y: 110 } },
    { pos: { x: 5000, y: 5000 }, out: { x: 1280 - 280 - 8, y: 800 - 160 } },
  ])('$pos → $out', ({ pos, out }) => {
    expect(clampFloatingPosition(pos, 280, viewport)).toEqual(out);
  });
});

describe('dropFloatingSidebar', () => {
  it.each([
    { name: 'near the left edge docks left', pos: { x: 40, y: 300 }, integrated: true, right: false },
    { name: 'near the right edge docks right', pos: { x: 960, y: 300 }, integrated: true, right: true },
    { name: 'mid-screen stays floating', pos: { x: 500, y: 300 }, integrated: false, right: false },
  ])('$name', ({ pos, integrated, right }) => {
    const next = dropFloatingSidebar(floating, pos, viewport);
    expect(next.isIntegrated).toBe(integrated);
    expect(next.isRightSide).toBe(right);
    if (!integrated) expect(next.position).toEqual(pos);
  });
});

describe('sidebarShortcutFor', () => {
  const keys = (key: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...extra,
  });
  it.each([
    { name: 'Ctrl+B', input: keys('b', { ctrlKey: true }), out: 'toggle-collapse' },
    { name: 'Cmd+B', input: keys('B', { metaKey: true }), out: 'toggle-collapse' },
    { name: 'B alone', input: keys('b'), out: null },
    { name: 'Ctrl+Shift+B', input: keys('B', { ctrlKey: true, shiftKey: true }), out: null },
    { name: 'Ctrl+Alt+ArrowLeft', input: keys('ArrowLeft', { ctrlKey: true, altKey: true }), out: 'dock-left' },
    { name: 'Cmd+Alt+ArrowRight', input: keys('ArrowRight', { metaKey: true, altKey: true }), out: 'dock-right' },
    { name: 'Ctrl+Alt+ArrowUp', input: keys('ArrowUp', { ctrlKey: true, altKey: true }), out: 'float' },
    { name: 'Ctrl+ArrowLeft (no Alt)', input: keys('ArrowLeft', { ctrlKey: true }), out: null },
    { name: 'Alt+ArrowLeft (no Ctrl)', input: keys('ArrowLeft', { altKey: true }), out: null },
    { name: 'Ctrl+Alt+ArrowDown', input: keys('ArrowDown', { ctrlKey: true, altKey: true }), out: null },
  ])('$name → $out', ({ input, out }) => {
    expect(sidebarShortcutFor(input)).toBe(out);
  });
});

describe('applySidebarShortcut', () => {
  it('toggles collapse', () => {
    expect(applySidebarShortcut(defaultSidebarState, 'toggle-collapse', viewport).collapsed).toBe(true);
  });
  it('docks right and left', () => {
    const right = applySidebarShortcut(floating, 'dock-right', viewport);
    expect(right).toMatchObject({ isIntegrated: true, isRightSide: true });
    expect(applySidebarShortcut(right, 'dock-left', viewport)).toMatchObject({ isIntegrated: true, isRightSide: false });
  });
  it('floats outside the snap zone so a drop in place does not re-dock', () => {
    const left = applySidebarShortcut(defaultSidebarState, 'float', viewport);
    expect(left.isIntegrated).toBe(false);
    expect(dockEdgeForDrop(left.position.x, 280, viewport.width)).toBeNull();
    const right = applySidebarShortcut({ ...defaultSidebarState, isRightSide: true }, 'float', viewport);
    expect(dockEdgeForDrop(right.position.x, 280, viewport.width)).toBeNull();
  });
  it('keeps the position of an already floating sidebar', () => {
    expect(applySidebarShortcut(floating, 'float', viewport).position).toEqual({ x: 400, y: 200 });
  });
});

describe('parseSidebarState', () => {
  it.each([
    { name: 'nothing stored', raw: null, out: defaultSidebarState },
    { name: 'garbage', raw: 'x', out: defaultSidebarState },
    {
      name: 'a stored state survives',
      raw: { collapsed: true, position: { x: 300, y: 200 }, isIntegrated: false, isRightSide: true, width: 320 },
      out: { collapsed: true, position: { x: 300, y: 200 }, isIntegrated: false, isRightSide: true, width: 320 },
    },
    {
      name: 'out-of-range width is clamped, wrong types fall back',
      raw: { collapsed: 'yes', position: { x: 'a' }, width: 9000 },
      out: { ...defaultSidebarState, width: 400 },
    },
  ])('$name', ({ raw, out }) => {
    expect(parseSidebarState(raw)).toEqual(out);
  });
});
