// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { partsMessages as m } from '@gears/domain/parts/messages';
import { StockMovementForm } from './stock-movement-form.tsx';

afterEach(cleanup);

const task = { id: '5d1c2a3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', taskNumber: 'MT-ABCDEFGH', title: '250-hour service' };

function setup(unitsInStock = 3, mayReceive = true) {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <StockMovementForm part={{ partName: 'Hydraulic filter', unitsInStock }} tasks={[task]} onSubmit={onSubmit} mayReceive={mayReceive} />,
  );
  return onSubmit;
}
const kind = (name: 'Receive' | 'Use' | 'Adjust') => fireEvent.click(screen.getByRole('radio', { name }));
const quantity = (value: string) => fireEvent.change(screen.getByLabelText(/Quantity|Change/), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Record/ }));

describe('StockMovementForm', () => {
  it('refuses a use that would take stock below zero', async () => {
    const onSubmit = setup(3);
    kind('Use');
    quantity('5');
    fireEvent.change(screen.getByLabelText('Used on task'), { target: { value: task.id } });
    submit();
    expect(await screen.findByText(m.notEnoughStock('Hydraulic filter', 3))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a negative adjustment past zero, and an adjustment without a reason', async () => {
    const onSubmit = setup(3);
    kind('Adjust');
    quantity('-2');
    submit();
    expect(await screen.findByText(m.reasonRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason *'), { target: { value: 'Cycle count' } });
    quantity('-4');
    submit();
    expect(await screen.findByText(m.notEnoughStock('Hydraulic filter', 3))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs a positive whole quantity, and a task or reason for parts used', async () => {
    const onSubmit = setup(3);
    quantity('0');
    submit();
    expect(await screen.findByText(m.quantityPositive)).toBeTruthy();
    kind('Use');
    quantity('1');
    submit();
    expect(await screen.findByText(m.usedNeedsTaskOrReason)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the balance after and records a use on a task', async () => {
    const onSubmit = setup(3);
    kind('Use');
    quantity('2');
    expect(screen.getByText('1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Used on task'), { target: { value: task.id } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ kind: 'used', quantity: 2, reason: null, taskId: task.id }));
  });

  it('offers a role without receive/adjust (ADR 0008) only Use, and records it', async () => {
    const onSubmit = setup(3, false);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Use']);
    quantity('1');
    fireEvent.change(screen.getByLabelText('Used on task'), { target: { value: task.id } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ kind: 'used', quantity: 1, reason: null, taskId: task.id }));
  });
});

describe('StockMovementForm: the domain schema checks it (issue 14 item 6)', () => {
  it('an empty quantity and a fractional adjustment get the domain messages', async () => {
    const onSubmit = setup(3);
    submit();
    expect(await screen.findByText(m.quantityWhole)).toBeTruthy();
    kind('Adjust');
    quantity('1.5');
    fireEvent.change(screen.getByLabelText('Reason *'), { target: { value: 'Cycle count' } });
    submit();
    expect(await screen.findByText(m.adjustmentNonZero)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
