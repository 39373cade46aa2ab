// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Part, PartDependents } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { DeletePartDialog } from './delete-part-dialog.tsx';

const part = {
  id: '5a0e4f0e-6a43-4e0a-9d8e-0f4a1b2c3d4e',
  partName: 'Bucket Tooth',
  partNumber: 'BT-77',
  archivedAt: null,
} as Part;

function serve(dependents: PartDependents, outcome: 'archived' | 'deleted') {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const body = url.endsWith('/dependents') ? dependents : { outcome, dependents, message: `${part.partName} was ${outcome}.` };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

describe('DeletePartDialog', () => {
  it('says a part with history will be archived, with the counts, and archives it', async () => {
    const calls = serve({ movements: 3, tasks: 1, equipmentLinks: 2, quotes: 1, total: 6, onDelete: 'archive' }, 'archived');
    const onDone = vi.fn();
    renderWithSession(<DeletePartDialog part={part} open onOpenChange={() => {}} onDone={onDone} />, buildMe());
    expect(await screen.findByText('Archive this part?')).toBeTruthy();
    expect(screen.getByText(/part number BT-77 still reserved/)).toBeTruthy();
    for (const line of ['3 stock movements in the ledger', '1 maintenance task it was used on', '2 equipment it fits', '1 quote request']) {
      expect(screen.getByText(line)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Archive part' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toContain(`DELETE /api/parts/${part.id}`);
  });

  it('says a part without history will be deleted for good', async () => {
    serve({ movements: 0, tasks: 0, equipmentLinks: 0, quotes: 0, total: 0, onDelete: 'delete' }, 'deleted');
    renderWithSession(<DeletePartDialog part={part} open onOpenChange={() => {}} onDone={() => {}} />, buildMe());
    expect(await screen.findByText('Bucket Tooth (BT-77) has no history and will be permanently deleted.')).toBeTruthy();
    expect(screen.getByText('Delete this part?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete part' })).toBeTruthy();
  });
});
