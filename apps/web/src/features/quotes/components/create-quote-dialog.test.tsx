// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { quoteMessages as m } from '@gears/domain/quotes/messages';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { CreateQuoteDialog } from './create-quote-dialog.tsx';
import { buildClientQuote } from './requests.fixtures.ts';

const equipment = {
  id: '83d4f0d6-429b-4c4f-8ce4-6ccbc4f1b50c',
  name: 'CAT 320 Excavator',
  model: '320 GC',
  serial: 'SN-1',
  equipmentType: 'excavator',
};
const duplicate = {
  id: 'f40b9857-04c5-4edf-8612-ce8a3ac4d931',
  title: 'Hydraulic pump replacement',
  status: 'submitted',
  createdAt: '2026-11-20T10:00:00.000Z',
};
let posted: Record<string, unknown>[];
let duplicateOpen: boolean;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  posted = [];
  duplicateOpen = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/equipment?')) return json({ items: [equipment], nextCursor: null });
      if (url.startsWith('/api/equipment/')) return json(equipment);
      if (url === '/api/quote-requests' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(body);
        if (duplicateOpen && !body.force) return json({ error: { code: 'CONFLICT', message: m.duplicate, details: { duplicate } } }, 409);
        return json(buildClientQuote({ title: String(body.title) }), 201);
      }
      return json({ error: { message: 'not here' } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const clientAdmin = buildMe({ user: { role: 'client_admin', name: 'Alex Morgan', email: 'alex@northwind.demo' } });
const providerAdmin = buildMe({
  user: { role: 'gears_admin' },
  context: { isAdmin: true, companyId: null, companyName: 'GEARS Admin Dashboard' },
});
const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Quote' }));

describe('CreateQuoteDialog (spec 03 §5, §7)', () => {
  it('starts with urgency medium and the contact prefilled from the signed-in person', () => {
    renderWithSession(<CreateQuoteDialog open onOpenChange={() => {}} onCreated={() => {}} />, clientAdmin);
    expect((screen.getByLabelText('Urgency') as HTMLSelectElement).value).toBe('medium');
    expect((screen.getByLabelText('Contact name') as HTMLInputElement).value).toBe('Alex Morgan');
    expect((screen.getByLabelText('Contact email') as HTMLInputElement).value).toBe('alex@northwind.demo');
  });

  it('needs a title and a valid email before anything is sent', async () => {
    renderWithSession(<CreateQuoteDialog open onOpenChange={() => {}} onCreated={() => {}} />, clientAdmin);
    change('Contact email', 'not-an-email');
    submit();
    expect(await screen.findByText(m.titleRequired)).toBeTruthy();
    expect(screen.getByText(m.invalidEmail)).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('shows the open duplicate with its title, status and date; "Create anyway" sends force: true', async () => {
    const onCreated = vi.fn();
    renderWithSession(<CreateQuoteDialog open onOpenChange={() => {}} onCreated={onCreated} />, clientAdmin);
    change('Title *', 'Hydraulic pump replacement');
    change('Urgency', 'high');
    submit();
    const warning = await screen.findByRole('alert', { name: 'Possible duplicate' });
    expect(warning.textContent).toContain('Hydraulic pump replacement');
    expect(warning.textContent).toContain('Under Review');
    expect(onCreated).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted).toHaveLength(2);
    expect(posted[0]).toMatchObject({
      title: 'Hydraulic pump replacement',
      urgency: 'high',
      force: false,
      contactEmail: 'alex@northwind.demo',
    });
    expect(posted[1]).toMatchObject({ force: true });
  });

  it('a deep link with equipmentId picks the machine and fills in its type', async () => {
    duplicateOpen = false;
    renderWithSession(<CreateQuoteDialog open equipmentId={equipment.id} onOpenChange={() => {}} onCreated={() => {}} />, clientAdmin);
    await waitFor(() => expect((screen.getByLabelText('Equipment type') as HTMLSelectElement).value).toBe('excavator'));
    expect((screen.getByLabelText('Equipment') as HTMLSelectElement).value).toBe(equipment.id);
    change('Title *', 'Boom cylinder reseal');
    submit();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ equipmentId: equipment.id, equipmentType: 'excavator' });
  });

  it('a provider admin outside impersonation is told a company is needed and cannot send', () => {
    renderWithSession(<CreateQuoteDialog open onOpenChange={() => {}} onCreated={() => {}} />, providerAdmin);
    expect(screen.getByText(m.needsCompanyContext)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create Quote' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('CreateQuoteDialog: the domain schema checks it (issue 14 item 6)', () => {
  it('a blank title (spaces only) gets the server’s message and nothing is sent', async () => {
    renderWithSession(<CreateQuoteDialog open onOpenChange={() => {}} onCreated={() => {}} />, clientAdmin);
    change('Title *', '   ');
    submit();
    expect(await screen.findByText(m.titleRequired)).toBeTruthy();
    expect(screen.getByLabelText('Title *').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
  });
});
