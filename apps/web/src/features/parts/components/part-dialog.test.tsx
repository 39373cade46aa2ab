// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Part } from '@gears/domain';
import { partsMessages as m } from '@gears/domain/parts/messages';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { PartDialog } from './part-dialog.tsx';

let sent: { method: string; body: Record<string, unknown> }[];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const part = {
  id: '5a0e4f0e-6a43-4e0a-9d8e-0f4a1b2c3d4e',
  partName: 'Hydraulic filter',
  partNumber: 'HF-1',
  description: null,
  category: null,
  manufacturer: null,
  supplier: null,
  location: null,
  unitCost: 12.5,
  unitsInStock: 4,
  minStock: 2,
  leadTimeDays: 3,
  equipment: [],
} as unknown as Part;

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/parts') && init?.method && init.method !== 'GET') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push({ method: init.method, body });
        if (body.partNumber === 'TAKEN') return json({ error: { code: 'CONFLICT', message: m.duplicatePartNumber } }, 409);
        return json({ ...part, ...body }, init.method === 'POST' ? 201 : 200);
      }
      return json({}, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const open = (existing: Part | null = null) =>
  renderWithSession(<PartDialog open onOpenChange={() => {}} part={existing} />, buildMe({ user: { role: 'client_admin' } }));

describe('PartDialog: the domain schema checks the form (issue 14 item 6)', () => {
  it('shows the domain messages for a missing name, a fractional lead time and an empty reorder point, and sends nothing', async () => {
    open();
    change('Lead time (days)', '1.5');
    change(/Reorder point/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Add part' }));
    expect(await screen.findByText(m.partNameRequired)).toBeTruthy();
    // One wording for lead time, the server's (part.schema.ts): not "must be a whole number".
    expect(screen.getByText('Lead time must be whole days')).toBeTruthy();
    expect(screen.getByText('Min stock is required')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the parsed input: trimmed, numbers as numbers, empty text as null', async () => {
    open();
    change('Part name *', '  Air filter ');
    change('Unit cost (USD)', '4.25');
    change('Units in stock now', '6');
    fireEvent.click(screen.getByRole('button', { name: 'Add part' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      body: expect.objectContaining({
        partName: 'Air filter',
        partNumber: null,
        unitCost: 4.25,
        minStock: 1,
        unitsInStock: 6,
        supplier: null,
      }),
    });
  });

  it('an edit needs a part number (the update schema) and shows a server refusal on the form', async () => {
    open(part);
    change('Part number *', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Part number cannot be empty')).toBeTruthy();
    change('Part number *', 'TAKEN');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(m.duplicatePartNumber)).toBeTruthy();
    expect(sent.map((s) => s.method)).toEqual(['PATCH']);
  });
});
