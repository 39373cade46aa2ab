import { afterEach, describe, expect, it, vi } from 'vitest';

// ADR 0038: a table or chart that formats every row builds one Intl formatter per kind of value, not one per row, and
// reads exactly as toLocale*String with the same options.
const RealDateTimeFormat = Intl.DateTimeFormat;
const RealNumberFormat = Intl.NumberFormat;

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
  Intl.NumberFormat = RealNumberFormat;
  vi.resetModules();
});

function countConstructions() {
  const made = { date: 0, number: 0 };
  Intl.DateTimeFormat = class extends RealDateTimeFormat {
    constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
      super(...args);
      made.date += 1;
    }
  } as typeof Intl.DateTimeFormat;
  Intl.NumberFormat = class extends RealNumberFormat {
    constructor(...args: ConstructorParameters<typeof RealNumberFormat>) {
      super(...args);
      made.number += 1;
    }
  } as typeof Intl.NumberFormat;
  return made;
}

describe('Intl formatters are made once per set of options', () => {
  it('formats 200 dates, times and days with one formatter each', async () => {
    const made = countConstructions();
    vi.resetModules();
    const { formatDate, formatDateTime, formatTime } = await import('./format.ts');
    const { formatDay } = await import('./local-date.ts');
    const { shortDay } = await import('../features/analytics/components/chart-data.ts');
    for (let i = 0; i < 200; i += 1) {
      const at = new Date(2026, 0, 1 + i, 9, i % 60);
      expect(formatDate(at)).toBe(at.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }));
      expect(formatTime(at)).toBe(at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }));
      formatDateTime(at);
      formatDay('2026-03-09');
      shortDay('2026-03-09');
    }
    // formatDate and formatDay share their options: four kinds of value, four formatters.
    expect(made.date).toBe(4);
  });

  it('formats 200 machines’ hours with one number formatter', async () => {
    const made = countConstructions();
    vi.resetModules();
    const { formatHours } = await import('../features/equipment/components/equipment-display.tsx');
    for (let i = 0; i < 200; i += 1) {
      expect(formatHours(1234.56 + i)).toBe(`${(1234.56 + i).toLocaleString(undefined, { maximumFractionDigits: 1 })} h`);
    }
    expect(made.number).toBe(1);
  });
});
