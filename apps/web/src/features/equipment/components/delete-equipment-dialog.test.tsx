// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Equipment, EquipmentDependents } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { DeleteEquipmentDialog } from './delete-equipment-dialog.tsx';

const equipment = { id: '0b7c2f5e-3d1a-4c8e-9f2b-6a5d4e3c2b1a', name: 'Excavator 7' } as Equipment;

function serve(dependents: EquipmentDependents, outcome: 'archived' | 'deleted') {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const body = url.endsWith('/dependents') ? dependents : { outcome, dependents, message: `${equipment.name} was ${outcome}.` };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

describe('DeleteEquipmentDialog', () => {
  it('says linked equipment will be archived, with the counts and the record total, and archives it', async () => {
    const calls = serve(
      { images: 2, documents: 0, scans: 1, activity: 3, tasks: 1, repairs: 0, total: 7, onDelete: 'archive' },
      'archived',
    );
    const onDone = vi.fn();
    renderWithSession(<DeleteEquipmentDialog equipment={equipment} open onOpenChange={() => {}} onDone={onDone} />, buildMe());
    expect(await screen.findByText('Archive this equipment?')).toBeTruthy();
    expect(screen.getByText(/Records are linked to Excavator 7, so it will be archived/)).toBeTruthy();
    expect(screen.getByText('Linked to this equipment (8 records including it):')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 images',
      '1 scan record',
      '3 activity records',
      '1 maintenance task',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Archive equipment' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toContain(`DELETE /api/equipment/${equipment.id}`);
  });

  it('says equipment with nothing linked will be deleted for good', async () => {
    serve({ images: 0, documents: 0, scans: 0, activity: 0, tasks: 0, repairs: 0, total: 0, onDelete: 'delete' }, 'deleted');
    renderWithSession(<DeleteEquipmentDialog equipment={equipment} open onOpenChange={() => {}} onDone={() => {}} />, buildMe());
    expect(await screen.findByText('Excavator 7 has nothing linked to it and will be permanently deleted.')).toBeTruthy();
    expect(screen.getByText('Delete this equipment?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete equipment' })).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
