// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DeleteWithDependentsDialog, type DeleteWording } from './delete-with-dependents-dialog.tsx';

afterEach(cleanup);

type Dependents = { notes: number; photos: number; onDelete: 'archive' | 'delete' };

const wording: DeleteWording = {
  noun: 'crane',
  checking: 'Checking…',
  checkFailed: 'Could not check.',
  willArchive: 'Crane 7 will be archived.',
  willDelete: 'Crane 7 will be deleted.',
  countsHeading: 'Linked:',
  footnote: 'Invoices are never deleted.',
};
const countsOf = (d: Dependents) => [
  { count: d.notes, one: 'note', many: 'notes' },
  { count: d.photos, one: 'photo', many: 'photos' },
];
const done = (data: Dependents) => ({ isPending: false, isError: false, error: null, data });
const idle = { isPending: false, mutate: () => {} };

describe('DeleteWithDependentsDialog', () => {
  it.each([
    [
      'archive',
      done({ notes: 1, photos: 0, onDelete: 'archive' }),
      'Archive this crane?',
      'Crane 7 will be archived.',
      'Archive crane',
      ['1 note'],
    ],
    ['delete', done({ notes: 0, photos: 0, onDelete: 'delete' }), 'Delete this crane?', 'Crane 7 will be deleted.', 'Delete crane', []],
    ['checking', { isPending: true, isError: false, error: null }, 'Delete this crane?', 'Checking…', 'Delete crane', []],
  ] as const)('%s: title, wording, counts (zero left out, singular and plural)', (_, check, title, description, label, lines) => {
    render(
      <DeleteWithDependentsDialog
        open
        onOpenChange={() => {}}
        check={check}
        countsOf={countsOf}
        wording={wording}
        id="c7"
        remove={idle}
        onDone={() => {}}
      />,
    );
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
    expect(screen.queryAllByRole('listitem').map((item) => item.textContent)).toEqual(lines);
    expect(screen.queryByText('Linked:') !== null).toBe(lines.length > 0);
    expect(screen.getByText('Invoices are never deleted.')).toBeTruthy();
  });

  it('counts in the plural, deletes by id, then closes and reports done', () => {
    const remove = { isPending: false, mutate: vi.fn((_id: string, options: { onSuccess: () => void }) => options.onSuccess()) };
    const onOpenChange = vi.fn();
    const onDone = vi.fn();
    render(
      <DeleteWithDependentsDialog
        open
        onOpenChange={onOpenChange}
        check={done({ notes: 2, photos: 3, onDelete: 'archive' })}
        countsOf={countsOf}
        wording={wording}
        id="c7"
        remove={remove}
        onDone={onDone}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2 notes', '3 photos']);
    fireEvent.click(screen.getByRole('button', { name: 'Archive crane' }));
    expect(remove.mutate).toHaveBeenCalledWith('c7', expect.anything());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('a failed check says why and keeps the confirm button disabled', () => {
    render(
      <DeleteWithDependentsDialog
        open
        onOpenChange={() => {}}
        check={{ isPending: false, isError: true, error: new Error('offline') }}
        countsOf={countsOf}
        wording={wording}
        id="c7"
        remove={idle}
        onDone={() => {}}
      />,
    );
    expect(screen.getByText('Could not check.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delete crane' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the busy label while the request runs, when the wording has one', () => {
    const check = done({ notes: 1, photos: 0, onDelete: 'archive' });
    const busy = { ...wording, busy: { archive: 'Archiving…', delete: 'Deleting…' } };
    render(
      <DeleteWithDependentsDialog
        open
        onOpenChange={() => {}}
        check={check}
        countsOf={countsOf}
        wording={busy}
        id="c7"
        remove={{ isPending: true, mutate: () => {} }}
        onDone={() => {}}
      />,
    );
    expect((screen.getByRole('button', { name: 'Archiving…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
