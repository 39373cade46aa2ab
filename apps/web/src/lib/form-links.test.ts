import { describe, expect, it } from 'vitest';
import { quotePrefillOf, requestQuoteWithUrl } from './quote-links.ts';
import { scheduleMaintenanceWithUrl, taskPrefillOf } from './maintenance-links.ts';

const paramsOf = (url: string) => new URL(url, 'http://x').searchParams;

describe('a create form opened from another screen with values', () => {
  it('the task prefill goes through the address and comes back', () => {
    const prefill = { title: 'Repair: pump & seal', description: 'Line one\nLine two', priority: 'high' as const };
    expect(taskPrefillOf(paramsOf(scheduleMaintenanceWithUrl(prefill)))).toEqual(prefill);
  });

  it('the quote prefill goes through the address and comes back', () => {
    const prefill = { title: 'Pump', description: '50% worn', urgency: 'low' as const };
    expect(quotePrefillOf(paramsOf(requestQuoteWithUrl(prefill)))).toEqual(prefill);
  });

  it('a choice the form does not have, and keys it does not know, are left out', () => {
    expect(taskPrefillOf(paramsOf('/x?new=1&title=T&priority=extreme&status=done'))).toEqual({ title: 'T' });
    expect(quotePrefillOf(paramsOf('/x?new=1&urgency=whenever&equipmentType=crane'))).toEqual({});
  });
});
