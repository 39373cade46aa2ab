// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PeriodPicker } from './period-picker.tsx';

afterEach(cleanup);

describe('PeriodPicker', () => {
  it('offers the presets and a custom range, and reports a preset at once', () => {
    const onChange = vi.fn();
    render(<PeriodPicker value={{ period: 'last_90_days' }} onChange={onChange} />);
    const select = screen.getByLabelText('Period') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Last 30 days', 'Last 90 days', 'Last 12 months', 'This year', 'Custom range']);
    fireEvent.change(select, { target: { value: 'last_12_months' } });
    expect(onChange).toHaveBeenCalledWith({ companyId: undefined, period: 'last_12_months' });
  });

  it('checks a custom range with the server’s rule before applying it', () => {
    const onChange = vi.fn();
    render(<PeriodPicker value={{ period: 'last_90_days', companyId: 'c1' }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('The start date must be on or before the end date');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenCalledWith({ companyId: 'c1', period: 'custom', from: '2026-02-01', to: '2026-03-01' });
  });

  it('opens on the custom range the page was given', () => {
    render(<PeriodPicker value={{ period: 'custom', from: '2026-01-05', to: '2026-02-05' }} onChange={() => {}} />);
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('custom');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-05');
  });
});
