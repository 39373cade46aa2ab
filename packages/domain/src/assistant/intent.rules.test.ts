import { describe, expect, it } from 'vitest';
import { howToQueries, recognizeIntent, machineMentionOf, searchTermOf } from './intent.rules.ts';
import { periodOf } from './period.rules.ts';

const today = '2026-11-26';
const thisYear = { from: '2026-01-01', to: '2026-11-26', label: 'this year' };

describe('recognizeIntent', () => {
  it.each([
    ['which machines are overdue for service?', { kind: 'overdue_maintenance' }],
    ['What maintenance is overdue', { kind: 'overdue_maintenance' }],
    ['Which machines are due for service?', { kind: 'overdue_maintenance' }],
    ['what service is due this week?', { kind: 'due_maintenance', withinDays: 7 }],
    ['maintenance due in the next 30 days', { kind: 'due_maintenance', withinDays: 30 }],
    ['upcoming maintenance', { kind: 'due_maintenance', withinDays: 14 }],
    ['what did we spend on repairs for the CAT 320 this year?', { kind: 'repair_spend', machine: 'CAT 320', period: thisYear }],
    [
      'repair costs for EX-101 last month',
      { kind: 'repair_spend', machine: 'EX-101', period: { from: '2026-10-01', to: '2026-10-31', label: 'last month' } },
    ],
    ['how much have we spent on repairs?', { kind: 'repair_spend', machine: null, period: thisYear }],
    ['where is excavator 7?', { kind: 'machine_location', machine: 'excavator 7' }],
    ["Where's the 950M right now", { kind: 'machine_location', machine: '950M' }],
    ['how do I change the hydraulic filter on the 950M?', { kind: 'how_to', topic: 'change the hydraulic filter', machine: '950M' }],
    ['what is the torque for the wheel nuts', { kind: 'how_to', topic: 'torque for the wheel nuts', machine: null }],
    ['show open quotes', { kind: 'open_quotes' }],
    ['Which quotes are waiting for us?', { kind: 'open_quotes' }],
    ['which invoices are unpaid?', { kind: 'open_invoices', overdueOnly: false }],
    ['any overdue invoices', { kind: 'open_invoices', overdueOnly: true }],
    ['which parts are low on stock?', { kind: 'low_stock' }],
    ['what do we need to reorder', { kind: 'low_stock' }],
    ['how many machines do we have?', { kind: 'machine_count', status: null, type: null }],
    ['how many excavators are idle', { kind: 'machine_count', status: 'idle', type: 'excavator' }],
    ['what is the status of EX-101', { kind: 'machine_status', machine: 'EX-101' }],
    ['is the 950M available?', { kind: 'machine_status', machine: '950M' }],
    ['hydraulic pump', { kind: 'search', term: 'hydraulic pump' }],
    ['hello', { kind: 'unknown' }],
    ['???', { kind: 'unknown' }],
    ['', { kind: 'unknown' }],
  ])('%s', (question, intent) => {
    expect(recognizeIntent(question, today)).toEqual(intent);
  });
});

describe('machineMentionOf', () => {
  it.each([
    ['spend on repairs for the CAT 320 this year', 'CAT 320'],
    ['repairs on our excavator 7 in 2025', 'excavator 7'],
    ['how much did we spend on repairs', null],
    ['spend on the fleet', null],
  ])('%s → %s', (text, mention) => {
    expect(machineMentionOf(text)).toBe(mention);
  });
});

describe('periodOf', () => {
  it.each([
    ['this year', { from: '2026-01-01', to: '2026-11-26', label: 'this year' }],
    ['last year', { from: '2025-01-01', to: '2025-12-31', label: 'last year' }],
    ['this month', { from: '2026-11-01', to: '2026-11-26', label: 'this month' }],
    ['last month', { from: '2026-10-01', to: '2026-10-31', label: 'last month' }],
    ['last 90 days', { from: '2026-08-29', to: '2026-11-26', label: 'in the last 90 days' }],
    ['this quarter', { from: '2026-10-01', to: '2026-11-26', label: 'this quarter' }],
    ['last quarter', { from: '2026-07-01', to: '2026-09-30', label: 'last quarter' }],
    ['this week', { from: '2026-11-23', to: '2026-11-26', label: 'this week' }],
    ['in 2025', { from: '2025-01-01', to: '2025-12-31', label: 'in 2025' }],
    ['in march', { from: '2026-03-01', to: '2026-03-31', label: 'in March 2026' }],
    ['in december', { from: '2025-12-01', to: '2025-12-31', label: 'in December 2025' }],
    ['whenever', null],
  ])('%s', (text, period) => {
    expect(periodOf(text, today)).toEqual(period);
  });

  it('January: last month is December of the year before', () => {
    expect(periodOf('last month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31', label: 'last month' });
  });
});

describe('searchTermOf', () => {
  it.each([
    ['find the hydraulic pump', 'hydraulic pump'],
    ['what is it', null],
  ])('%s', (text, term) => expect(searchTermOf(text)).toBe(term));
});

describe('howToQueries', () => {
  it.each([
    ['change the hydraulic filter', ['change the hydraulic filter', 'hydraulic filter']],
    ['torque for the wheel nuts', ['torque for the wheel nuts']],
  ])('%s', (topic, queries) => expect(howToQueries(topic)).toEqual(queries));
});
