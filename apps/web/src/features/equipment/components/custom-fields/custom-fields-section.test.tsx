// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AlternateCode, CustomField, Equipment } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../../test/test-utils.tsx';
import { CustomFieldsSection } from './custom-fields-section.tsx';

const equipmentId = '6f9619ff-8b86-4d11-b42d-00c04fc964ff';
const companyId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const field = (key: string, name: string, fieldType: CustomField['fieldType'], extra: Partial<CustomField> = {}): CustomField => ({
  id: `00000000-0000-4000-8000-00000000000${key.length}`,
  companyId,
  name,
  key,
  fieldType,
  options: [],
  isRequired: false,
  sortOrder: 0,
  archivedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});
const fields = [field('colour', 'Colour', 'options', { options: ['Yellow', 'Red'] }), field('insured', 'Insured value', 'money')];
let values: Record<string, string>;
let codes: AlternateCode[];
let sent: { method: string; url: string; body: unknown }[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  values = { colour: 'Yellow', insured: '12500.50' };
  codes = [];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (method !== 'GET') sent.push({ method, url, body });
      if (url.endsWith('/custom-fields')) {
        if (method === 'PUT') {
          if (body.values.insured === '12.345') {
            const message = 'Insured value must be an amount in dollars and cents (for example 1250.00)';
            return json({ error: { code: 'VALIDATION', message, details: { fields: { insured: message } } } }, 400);
          }
          values = Object.fromEntries(Object.entries(body.values as Record<string, string | null>).filter(([, v]) => v !== null)) as Record<
            string,
            string
          >;
        }
        return json({ fields, values });
      }
      if (url.endsWith('/alternate-codes')) {
        if (method === 'POST') {
          if (body.code === 'TAKEN-1')
            return json({ error: { code: 'CONFLICT', message: 'The code "TAKEN-1" is already used by Red loader.' } }, 409);
          const made = {
            id: '11111111-1111-4111-8111-111111111111',
            equipmentId,
            code: body.code,
            label: body.label,
            createdAt: '2026-11-26T00:00:00.000Z',
          };
          codes = [...codes, made];
          return json(made, 201);
        }
        return json({ codes });
      }
      return json({ error: { message: 'not here' } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const machine = { id: equipmentId, archivedAt: null } as Equipment;

describe('the detail dialog’s custom fields and alternate codes (issue 19 items 4, 5)', () => {
  it('shows the values, money in dollars and cents', async () => {
    renderWithSession(<CustomFieldsSection equipment={machine} />, buildMe({ user: { role: 'technician' } }));
    expect(await screen.findByText('Yellow')).toBeTruthy();
    expect(screen.getByText('$12,500.50')).toBeTruthy();
    // A technician reads; only roles that may edit the machine get the form.
    expect(screen.queryByRole('button', { name: 'Edit fields' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add code' })).toBeNull();
  });

  it('edits the fields and shows the server’s message under the field it names', async () => {
    renderWithSession(<CustomFieldsSection equipment={machine} />, buildMe({ user: { role: 'supervisor' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit fields' }));
    fireEvent.change(screen.getByLabelText('Insured value (USD)'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fields' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Insured value must be an amount in dollars and cents (for example 1250.00)',
    );
    fireEvent.change(screen.getByLabelText('Insured value (USD)'), { target: { value: '99' } });
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'Red' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fields' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save fields' })).toBeNull());
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      url: `/api/equipment/${equipmentId}/custom-fields`,
      body: { values: { colour: 'Red', insured: '99' } },
    });
    expect(await screen.findByText('Red')).toBeTruthy();
  });

  it('adds an alternate code and says when another machine has it', async () => {
    renderWithSession(<CustomFieldsSection equipment={machine} />, buildMe({ user: { role: 'manager' } }));
    const input = await screen.findByLabelText('Code');
    fireEvent.change(input, { target: { value: 'TAKEN-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code "TAKEN-1" is already used by Red loader.');
    fireEvent.change(input, { target: { value: 'SNIPE-0042' } });
    fireEvent.change(screen.getByLabelText('What it is (optional)'), { target: { value: 'Snipe-IT asset tag' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('SNIPE-0042')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove code SNIPE-0042' })).toBeTruthy();
  });
});
