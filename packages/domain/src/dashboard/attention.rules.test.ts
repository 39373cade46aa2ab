import { describe, expect, it } from 'vitest';
import { attentionFor, attentionHref, attentionLabel, type AttentionViewer } from './attention.rules.ts';

const client = (role: string): AttentionViewer => ({ role, isProviderAdmin: false, isImpersonating: false });
const list = (v: AttentionViewer) => attentionFor(v).map(({ kind, reach }) => `${kind}:${reach}`);

describe('needs attention: what each role may act on, from the permission table', () => {
  it.each([
    [
      'client_admin',
      [
        'overdue_tasks:all',
        'repairs_to_approve:all',
        'quotes_to_accept:all',
        'invoices_to_pay:all',
        'overdue_returns:all',
        'fleet_alerts:all',
        'low_stock:all',
      ],
    ],
    [
      'manager',
      [
        'overdue_tasks:all',
        'repairs_to_approve:all',
        'quotes_to_accept:all',
        'invoices_to_pay:all',
        'overdue_returns:all',
        'fleet_alerts:all',
        'low_stock:all',
      ],
    ],
    ['supervisor', ['overdue_tasks:all', 'repairs_to_approve:all', 'overdue_returns:all', 'fleet_alerts:all', 'low_stock:all']],
    ['technician', ['overdue_tasks:own', 'overdue_returns:own']],
    ['someone', []],
  ])('%s', (role, expected) => expect(list(client(role))).toEqual(expected));

  it('a provider admin prices quotes and never accepts or pays as the client', () => {
    expect(list({ role: 'gears_admin', isProviderAdmin: true, isImpersonating: false })).toEqual([
      'overdue_tasks:all',
      'repairs_to_approve:all',
      'quotes_to_price:all',
      'overdue_returns:all',
      'fleet_alerts:all',
      'low_stock:all',
    ]);
  });

  it('impersonating, the client’s list without the client party’s acts', () => {
    expect(list({ role: 'gears_admin', isProviderAdmin: false, isImpersonating: true })).toEqual([
      'overdue_tasks:all',
      'repairs_to_approve:all',
      'overdue_returns:all',
      'fleet_alerts:all',
      'low_stock:all',
    ]);
  });

  it.each([
    ['overdue_tasks', 'own', 1, '1 of your tasks is overdue', '/dashboard/maintenance?status=overdue&assignee=me'],
    ['overdue_tasks', 'all', 3, '3 tasks are overdue', '/dashboard/maintenance?status=overdue'],
    ['repairs_to_approve', 'all', 1, '1 repair request to approve', '/dashboard/maintenance?tab=repairs'],
    ['quotes_to_price', 'all', 2, '2 quote requests to price', '/dashboard/quotes'],
    ['quotes_to_accept', 'all', 1, '1 quote to accept or decline', '/dashboard/quotes'],
    ['invoices_to_pay', 'all', 2, '2 invoices to pay', '/dashboard/quotes?tab=documents&doc=invoice'],
    [
      'overdue_returns',
      'own',
      2,
      '2 machines you hold are overdue for return',
      '/dashboard/equipment?view=assignments&assignments=overdue',
    ],
    ['overdue_returns', 'all', 1, '1 machine is overdue for return', '/dashboard/equipment?view=assignments&assignments=overdue'],
    ['fleet_alerts', 'all', 1200, '1,200 fleet alerts not acknowledged', '/dashboard/fleet-tracking?view=alerts'],
    ['low_stock', 'all', 1, '1 part is at or below the reorder point', '/dashboard/parts-inventory?filter=low-stock'],
  ] as const)('%s (%s) × %i: “%s” → %s', (kind, reach, n, label, href) => {
    expect(attentionLabel(kind, reach, n)).toBe(label);
    expect(attentionHref(kind, reach)).toBe(href);
  });
});
