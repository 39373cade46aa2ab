// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

describe('ConfirmDialog with a confirmation word (spec 03 §2)', () => {
  it('keeps the confirm button disabled until the word is typed exactly', () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Delete?"
        description="Gone for good."
        confirmLabel="Delete"
        destructive
        confirmWord="DELETE"
        onConfirm={onConfirm}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    const input = screen.getByLabelText('Type DELETE to confirm');
    expect(confirm.disabled).toBe(true);
    for (const wrong of ['delete', 'DELET', 'DELETE ']) {
      fireEvent.change(input, { target: { value: wrong } });
      expect(confirm.disabled).toBe(true);
    }
    fireEvent.change(input, { target: { value: 'DELETE' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('without a word it is a plain yes/no question', () => {
    render(
      <ConfirmDialog open onOpenChange={() => {}} title="Complete?" description="Close it." confirmLabel="Complete" onConfirm={() => {}} />,
    );
    expect(screen.queryByLabelText(/to confirm/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Complete' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
