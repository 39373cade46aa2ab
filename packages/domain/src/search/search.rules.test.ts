import { describe, expect, it } from 'vitest';
import {
  equipmentSearchStatus,
  invoiceSearchStatus,
  partSearchStatus,
  quoteSearchStatus,
  searchMessages,
  searchResultPath,
  taskSearchPath,
  taskSearchStatus,
} from './search.rules.ts';

describe('search result colours (spec 01 §2)', () => {
  it.each([
    ['equipment active', equipmentSearchStatus('active'), 'green', 'Active'],
    ['equipment maintenance', equipmentSearchStatus('maintenance'), 'yellow', 'Under Maintenance'],
    ['equipment out of service', equipmentSearchStatus('out_of_service'), 'red', 'Out of Service'],
    ['equipment unknown status', equipmentSearchStatus('mystery'), 'gray', 'mystery'],
    ['task overdue', taskSearchStatus('overdue'), 'red', 'Overdue'],
    ['task pending', taskSearchStatus('pending'), 'blue', 'Scheduled'],
    ['task completed', taskSearchStatus('completed'), 'green', 'Completed'],
    ['part in stock', partSearchStatus('ok'), 'green', 'In Stock'],
    ['part low', partSearchStatus('low'), 'yellow', 'Low Stock'],
    ['part out of stock', partSearchStatus('out'), 'red', 'Out of Stock'],
    ['quote pending (client)', quoteSearchStatus('new', 'client'), 'blue', 'Under Review'],
    ['quote sent (admin)', quoteSearchStatus('sent_to_client', 'admin'), 'blue', 'Update from GEARS'],
    ['quote approved', quoteSearchStatus('accepted', 'admin'), 'green', 'Accepted by Client'],
    ['quote cancelled', quoteSearchStatus('cancelled', 'client'), 'gray', 'Cancelled'],
    ['invoice unpaid (sent)', invoiceSearchStatus('unpaid'), 'blue', 'Unpaid'],
    ['invoice overdue', invoiceSearchStatus('overdue'), 'red', 'Overdue'],
    ['invoice paid', invoiceSearchStatus('paid'), 'green', 'Paid'],
  ])('%s', (_name, status, tone, label) => {
    expect(status.tone).toBe(tone);
    expect(status.label).toBe(label);
  });
});

describe('search destinations', () => {
  it.each([
    [searchResultPath('equipment', 'e1'), '/dashboard/equipment?id=e1'],
    [searchResultPath('part', 'p1'), '/dashboard/parts-inventory?id=p1'],
    [searchResultPath('quote', 'q1'), '/dashboard/quotes?quote=q1'],
    [searchResultPath('invoice', 'i1'), '/dashboard/quotes?invoice=i1'],
    [searchResultPath('job_site', 's1'), '/dashboard/job-sites?id=s1'],
    [taskSearchPath('e1'), '/dashboard/maintenance?equipmentId=e1'],
    [taskSearchPath(null), '/dashboard/maintenance'],
  ])('%s', (path, expected) => expect(path).toBe(expected));

  it('says what was searched for when nothing matched', () => {
    expect(searchMessages.noResults('pump')).toBe('No results found for "pump"');
  });
});
