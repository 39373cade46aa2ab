import { describe, expect, it } from 'vitest';
import { ageDaysOf, machineInsights, monthlyCostCents, optimisationScore, returnOnCost, type InsightInput } from './insights.rules.ts';

const quiet: InsightInput = {
  ageDays: 100,
  utilisation: 70,
  efficiency: 80,
  maintenanceHealth: 90,
  uptime: 95,
  monthlyCostCents: null,
  roi: null,
  healthAlerts: [],
};
const ids = (x: InsightInput) => machineInsights(x).map((i) => i.id);

describe('spec 02 §9 local insight rules', () => {
  it.each<[string, Partial<InsightInput>, string[]]>([
    ['nothing fires on a quiet machine', {}, []],
    ['age > 365 and health < 80 → predictive', { ageDays: 366, maintenanceHealth: 79.9 }, ['predictive_maintenance']],
    ['age exactly 365 does not', { ageDays: 365, maintenanceHealth: 50 }, []],
    ['health exactly 80 does not', { ageDays: 900, maintenanceHealth: 80 }, []],
    ['utilisation < 60 → optimisation', { utilisation: 59.9 }, ['optimization']],
    ['utilisation 60 does not', { utilisation: 60 }, []],
    ['roi < 10 with cost → roi', { roi: 9.9, monthlyCostCents: 100 }, ['roi']],
    ['roi < 10 without cost does not', { roi: -100, monthlyCostCents: 0 }, []],
    ['efficiency > 85 and utilisation > 75 → high performance', { efficiency: 85.1, utilisation: 75.1 }, ['high_performance']],
    ['efficiency 85 does not', { efficiency: 85, utilisation: 90 }, []],
    ['uptime < 90 → risk', { uptime: 89.9 }, ['risk_uptime']],
    [
      'a critical health alert → risk',
      { healthAlerts: [{ type: 'fleet_alert', severity: 'critical', message: 'Sensor critical' }] },
      ['risk_critical_alert'],
    ],
    ['missing figures fire nothing', { utilisation: null, maintenanceHealth: null, uptime: null, ageDays: null }, []],
  ])('%s', (_, patch, out) => expect(ids({ ...quiet, ...patch })).toEqual(out));

  it('savings are the spec shares of the monthly cost, exact to the cent', () => {
    const list = machineInsights({ ...quiet, ageDays: 800, maintenanceHealth: 60, roi: 0, monthlyCostCents: 123_457 });
    expect(list.map((i) => [i.id, i.potentialMonthlySaving])).toEqual([
      ['predictive_maintenance', '185.19'], // 15 % of 1234.57 = 185.1855
      ['roi', '246.91'], // 20 % = 246.914
    ]);
    expect(list[0]!.figures).toEqual([
      { label: 'Age', value: '800 days' },
      { label: 'Maintenance health', value: '60.0 %' },
      { label: 'Monthly cost', value: '$1,234.57' },
    ]);
  });
  it('no cost recorded: no saving figure', () => {
    expect(machineInsights({ ...quiet, ageDays: 800, maintenanceHealth: 60 })[0]!.potentialMonthlySaving).toBeNull();
  });
});

describe('optimisation score (spec 02 §9)', () => {
  it.each([
    // 0.3 × min(100, 84) + 0.25 × 80 + 0.25 × clamp(60) + 0.2 × 90 = 25.2 + 20 + 15 + 18 = 78.2
    [{ utilisation: 70, efficiency: 80, roi: 10, maintenanceHealth: 90 }, 78.2, 4],
    // Everything top: 100.
    [{ utilisation: 100, efficiency: 100, roi: 80, maintenanceHealth: 100 }, 100, 4],
    // Everything bottom: 0 (roi −50 and below clamps to 0).
    [{ utilisation: 0, efficiency: 0, roi: -200, maintenanceHealth: 0 }, 0, 4],
    // roi missing: (0.3 × 84 + 0.25 × 80 + 0.2 × 90) / 0.75 = 63.2 / 0.75 = 84.27 → 84.3
    [{ utilisation: 70, efficiency: 80, roi: null, maintenanceHealth: 90 }, 84.3, 3],
    [{ utilisation: null, efficiency: null, roi: null, maintenanceHealth: null }, null, 0],
  ])('%j → %s', (f, score, used) => {
    const r = optimisationScore(f);
    expect(r.score).toBe(score);
    expect(r.used).toHaveLength(used);
  });
});

describe('money figures', () => {
  it.each([
    [0, 0, null],
    [150_000, 100_000, 50],
    [0, 100_000, -100],
    [105_000, 100_000, 5],
  ])('return on cost: revenue %i, cost %i → %s', (rev, cost, out) => expect(returnOnCost(rev, cost)).toBe(out));
  it.each([
    [{ recent90Cents: 0, yearly365Cents: 0, records: 0 }, null],
    [{ recent90Cents: 30_000, yearly365Cents: 120_000, records: 3 }, 20_000], // 100 + 100 dollars
    [{ recent90Cents: 10_000, yearly365Cents: 0, records: 1 }, 3_333],
  ])('monthly cost %j → %s', (c, out) => expect(monthlyCostCents(c)).toBe(out));
  it('age from purchase date, else model year, else registration', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    const createdAt = new Date('2026-11-01T00:00:00Z');
    expect(ageDaysOf({ purchaseDate: '2025-11-26', year: 2010, createdAt }, now)).toBe(365);
    expect(ageDaysOf({ purchaseDate: null, year: 2026, createdAt }, now)).toBe(329);
    expect(ageDaysOf({ purchaseDate: null, year: null, createdAt }, now)).toBe(25);
  });
});
