// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { equipmentMessages } from '@gears/domain/equipment/messages';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { AddEquipmentDialog } from './add-equipment-dialog.tsx';

let posted: Record<string, unknown>[];
let withCustomFields = false;
const field = (key: string, name: string, isRequired: boolean) => ({
  id: `7f0c5a52-0000-4000-8000-00000000000${key.length}`,
  key,
  name,
  fieldType: 'text',
  options: [],
  isRequired,
  sortOrder: 0,
  archivedAt: null,
});
const customFields = [field('site_code', 'Site code', true), field('colour', 'Colour', false)];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  posted = [];
  withCustomFields = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/equipment' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(body);
        if (body.serial === 'SN-TAKEN') return json({ error: { code: 'CONFLICT', message: equipmentMessages.duplicateSerial } }, 409);
        const custom = (body.customValues ?? {}) as Record<string, string>;
        if (withCustomFields && !custom.site_code) {
          const error = {
            code: 'VALIDATION',
            message: 'Site code is required',
            details: { fields: { site_code: 'Site code is required' } },
          };
          return json({ error }, 400);
        }
        return json({ id: '83d4f0d6-429b-4c4f-8ce4-6ccbc4f1b50c', ...body }, 201);
      }
      if (url === '/api/custom-fields') return json({ fields: withCustomFields ? customFields : [], limit: null, used: 0 });
      return json({}, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Equipment' }));
const open = (onCreated = vi.fn()) => {
  renderWithSession(
    <AddEquipmentDialog open onOpenChange={() => {}} needsCompany={false} onCreated={onCreated} />,
    buildMe({ user: { role: 'client_admin' } }),
  );
  return onCreated;
};

describe('AddEquipmentDialog (spec 02 §2, §5; the domain schema checks it)', () => {
  it('shows the spec’s messages for the required fields and a bad year, and sends nothing', async () => {
    open();
    change('Year *', '1850');
    submit();
    expect(await screen.findByText('Equipment name is required')).toBeTruthy();
    expect(screen.getByText('Equipment type is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid year')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('sends the parsed input, and puts a duplicate serial on the serial field', async () => {
    const onCreated = open();
    change('Equipment name *', ' CAT 320 ');
    change('Manufacturer *', 'Caterpillar');
    change('Model *', '320 GC');
    change('Serial number *', 'SN-TAKEN');
    change('Equipment type *', 'excavator');
    change('Hours', '1200.5');
    submit();
    expect(await screen.findByText(equipmentMessages.duplicateSerial)).toBeTruthy();
    expect(posted[0]).toMatchObject({
      name: 'CAT 320',
      status: 'active',
      hours: 1200.5,
      purchasePrice: null,
      maintenanceSchedule: 'monthly',
    });
    change('Serial number *', 'SN-1');
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('83d4f0d6-429b-4c4f-8ce4-6ccbc4f1b50c'));
  });

  it('asks for the company’s custom fields: a required one left out is shown under it, and the values are sent', async () => {
    withCustomFields = true;
    const onCreated = open();
    expect(await screen.findByLabelText('Site code *')).toBeTruthy();
    change('Equipment name *', 'CAT 320');
    change('Manufacturer *', 'Caterpillar');
    change('Model *', '320 GC');
    change('Serial number *', 'SN-2');
    change('Equipment type *', 'excavator');
    change('Colour', '  ');
    submit();
    expect(await screen.findByText('Site code is required')).toBeTruthy();
    expect(posted[0]!.customValues).toEqual({});
    expect(onCreated).not.toHaveBeenCalled();
    change('Site code *', ' N-7 ');
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted[1]!.customValues).toEqual({ site_code: 'N-7' });
  });
});
