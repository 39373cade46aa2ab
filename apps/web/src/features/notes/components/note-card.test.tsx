// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { NoteView } from '@gears/domain';
import { NoteCard } from './note-card.tsx';
import { buildNote } from './notes.fixtures.ts';

const machine = { id: '0b9a1c8e-3a2f-4d6e-9c1b-2f3e4d5c6b7a', name: 'CP-101 Cat CS56B Soil Compactor' };
const note = (over: Partial<NoteView>) =>
  buildNote({ equipmentId: machine.id, equipmentName: machine.name, title: 'Bucket pins worn', content: 'Replace soon', ...over });
const show = (n: NoteView) =>
  render(
    <MemoryRouter>
      <NoteCard note={n} showAuthor mayRequestQuote isConverting={false} onEdit={() => {}} onDelete={() => {}} onConvert={() => {}} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('NoteCard machine links', () => {
  it("an equipment note linked to its own machine shows the machine once, as the record's link", () => {
    show(
      note({
        noteType: 'equipment',
        referenceId: machine.id,
        referenceLabel: machine.name,
        referencePath: `/dashboard/equipment?id=${machine.id}`,
      }),
    );
    const links = screen.getAllByRole('link', { name: new RegExp(machine.name) });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`/dashboard/equipment?id=${machine.id}`]);
  });

  it("a general note on a machine links to that machine's notes", () => {
    show(note({}));
    expect(screen.getByRole('link', { name: new RegExp(machine.name) }).getAttribute('href')).toBe(
      `/dashboard/notes?equipment_id=${machine.id}`,
    );
  });
});
