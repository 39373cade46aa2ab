// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MatchingCompany, RegistrationRequest } from '@gears/domain';
import { ApproveRequestDialog } from './approve-request-dialog.tsx';

afterEach(cleanup);

const northwind: MatchingCompany = {
  id: '6f9619ff-8b86-4d11-b42d-00c04fc964ff',
  name: 'Northwind Construction',
  userCount: 3,
  seatsUsed: 3,
  seatLimit: 4,
};

const requestOf = (matchingCompanies: MatchingCompany[]): RegistrationRequest => ({
  id: '16fd2706-8baf-433b-82eb-8c7fada847da',
  fullName: 'Robin Outsider',
  firstName: 'Robin',
  lastName: 'Outsider',
  email: 'robin@example.test',
  companyName: 'NORTHWIND construction',
  phone: '555',
  reason: 'Excavators',
  status: 'pending',
  createdAt: '2026-01-05T10:00:00.000Z',
  reviewedAt: null,
  companyId: null,
  matchingCompanies,
});

const renderDialog = (matchingCompanies: MatchingCompany[]) => {
  const onApprove = vi.fn();
  render(<ApproveRequestDialog request={requestOf(matchingCompanies)} onOpenChange={() => {}} onApprove={onApprove} isPending={false} />);
  return onApprove;
};

describe('ApproveRequestDialog (issue 12: never join an existing company silently)', () => {
  it('defaults to a new company even when the name matches, and warns with the existing users and seats', () => {
    const onApprove = renderDialog([northwind]);
    expect(screen.getByRole('status').textContent).toContain(
      'A company named Northwind Construction already exists (3 users, 3 of 4 seats taken).',
    );
    expect((screen.getByRole('radio', { name: /Create a new company/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Add to the existing company Northwind Construction/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.queryByLabelText(/^Role in/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create company and invite' }));
    expect(onApprove).toHaveBeenCalledExactlyOnceWith({ mode: 'new_company', companyName: 'NORTHWIND construction' });
  });

  it('joins only when chosen, as a technician unless another role is picked', () => {
    const onApprove = renderDialog([northwind]);
    fireEvent.click(screen.getByRole('radio', { name: /Add to the existing company Northwind Construction/ }));
    const role = screen.getByLabelText('Role in Northwind Construction') as HTMLSelectElement;
    expect(role.value).toBe('technician');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Northwind Construction' }));
    expect(onApprove).toHaveBeenLastCalledWith({ mode: 'join', companyId: northwind.id, role: 'technician' });
    fireEvent.change(role, { target: { value: 'manager' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Northwind Construction' }));
    expect(onApprove).toHaveBeenLastCalledWith({ mode: 'join', companyId: northwind.id, role: 'manager' });
  });

  it('offers no join when no company matches, and cannot join a company without free seats', () => {
    renderDialog([]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    cleanup();
    renderDialog([{ ...northwind, seatsUsed: 4 }]);
    expect((screen.getByRole('radio', { name: /Add to the existing company/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('No free seats (3 users, 4 of 4 seats taken).')).toBeTruthy();
  });

  it('refuses an empty company name for the new company', () => {
    const onApprove = renderDialog([]);
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: '   ' } });
    expect((screen.getByRole('button', { name: 'Create company and invite' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onApprove).not.toHaveBeenCalled();
  });
});
