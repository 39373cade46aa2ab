import { centsToDecimal } from '../analytics/figures.rules.ts';
import type { HealthAlert } from './performance.rules.ts';

/**
 * The Insights tab: spec 02 §9 "local insight rules" and the optimisation score, applied on the server to the
 * machine's computed figures (performance.rules.ts) and money (exact cents). Each insight carries the figures that
 * fired it. The spec's fixed "confidence" numbers (88, 82, 94, 85) are constants, not measurements, so they are not
 * shown (DESIGN §6, ADR 0031); the predictive rule's thresholds and the savings shares are kept as the spec gives them.
 */

export type InsightKind = 'predictive_maintenance' | 'optimization' | 'roi' | 'high_performance' | 'risk';
export type InsightFigure = { label: string; value: string };
export type MachineInsight = {
  id: string;
  kind: InsightKind;
  title: string;
  message: string;
  /** Exact decimal dollars ("123.45"): the spec's saving share of the monthly cost; null when there is no cost. */
  potentialMonthlySaving: string | null;
  figures: InsightFigure[];
};

/** spec 02 §9 thresholds. */
export const insightThresholds = {
  predictiveAgeDays: 365,
  predictiveHealth: 80,
  lowUtilisation: 60,
  lowRoi: 10,
  highEfficiency: 85,
  highUtilisation: 75,
  lowUptime: 90,
} as const;
/** spec 02 §9 savings: 15 % of the monthly cost for predictive maintenance, 20 % for the ROI insight. */
export const savingShares = { predictive_maintenance: 15, roi: 20 } as const;

export type InsightInput = {
  ageDays: number | null;
  utilisation: number | null;
  efficiency: number | null;
  maintenanceHealth: number | null;
  uptime: number | null;
  /** Whole cents per month; null when no cost was recorded. */
  monthlyCostCents: number | null;
  roi: number | null;
  healthAlerts: readonly HealthAlert[];
};

const pct = (v: number) => `${v.toFixed(1)} %`;
/** "$1,234.57": exact cents, grouped. */
const dollars = (cents: number) => `$${centsToDecimal(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
/** A share of whole cents, rounded half up to the cent. */
export const shareOfCents = (cents: number, percent: number): number => Math.round((cents * percent) / 100);

/** spec 02 §9 local insight rules, in the spec's order; a rule whose figures are missing does not fire. */
export function machineInsights(x: InsightInput): MachineInsight[] {
  const t = insightThresholds;
  const out: MachineInsight[] = [];
  const saving = (share: number) => (x.monthlyCostCents === null ? null : centsToDecimal(shareOfCents(x.monthlyCostCents, share)));
  const costFigure = x.monthlyCostCents === null ? [] : [{ label: 'Monthly cost', value: dollars(x.monthlyCostCents) }];

  if (x.ageDays !== null && x.maintenanceHealth !== null && x.ageDays > t.predictiveAgeDays && x.maintenanceHealth < t.predictiveHealth)
    out.push({
      id: 'predictive_maintenance',
      kind: 'predictive_maintenance',
      title: 'Plan preventive maintenance',
      message: `This machine is over a year old and its maintenance health is ${pct(x.maintenanceHealth)}: catch up on overdue work before it turns into repairs.`,
      potentialMonthlySaving: saving(savingShares.predictive_maintenance),
      figures: [
        { label: 'Age', value: `${x.ageDays.toLocaleString('en-US')} days` },
        { label: 'Maintenance health', value: pct(x.maintenanceHealth) },
        ...costFigure,
      ],
    });
  if (x.utilisation !== null && x.utilisation < t.lowUtilisation)
    out.push({
      id: 'optimization',
      kind: 'optimization',
      title: 'Under-used machine',
      message: `Utilisation is ${pct(x.utilisation)}, below ${t.lowUtilisation} %: move it to a site that needs it, or consider renting it out.`,
      potentialMonthlySaving: null,
      figures: [{ label: 'Utilisation', value: pct(x.utilisation) }],
    });
  if (x.roi !== null && x.monthlyCostCents !== null && x.monthlyCostCents > 0 && x.roi < t.lowRoi)
    out.push({
      id: 'roi',
      kind: 'roi',
      title: 'Low return on its costs',
      message: `Return on cost is ${pct(x.roi)}, below ${t.lowRoi} %: review its running costs.`,
      potentialMonthlySaving: saving(savingShares.roi),
      figures: [{ label: 'Return on cost', value: pct(x.roi) }, ...costFigure],
    });
  if (x.efficiency !== null && x.utilisation !== null && x.efficiency > t.highEfficiency && x.utilisation > t.highUtilisation)
    out.push({
      id: 'high_performance',
      kind: 'high_performance',
      title: 'High performer',
      message: 'Well used and serviced on time: a model for the rest of the fleet.',
      potentialMonthlySaving: null,
      figures: [
        { label: 'Efficiency', value: pct(x.efficiency) },
        { label: 'Utilisation', value: pct(x.utilisation) },
      ],
    });
  if (x.uptime !== null && x.uptime < t.lowUptime)
    out.push({
      id: 'risk_uptime',
      kind: 'risk',
      title: 'Uptime is low',
      message: `The machine was up ${pct(x.uptime)} of the last 30 days, below ${t.lowUptime} %: repairs are keeping it off work.`,
      potentialMonthlySaving: null,
      figures: [{ label: 'Uptime', value: pct(x.uptime) }],
    });
  const critical = x.healthAlerts.filter((a) => a.severity === 'critical');
  if (critical.length > 0)
    out.push({
      id: 'risk_critical_alert',
      kind: 'risk',
      title: 'Critical health alert',
      message: critical[0]!.message,
      potentialMonthlySaving: null,
      figures: [{ label: 'Critical alerts', value: String(critical.length) }],
    });
  return out;
}

/** spec 02 §9 optimisation score weights. */
export const scoreWeights = { utilisation: 0.3, efficiency: 0.25, roi: 0.25, maintenanceHealth: 0.2 } as const;
export type ScoreComponent = keyof typeof scoreWeights;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * spec 02 §9: score = 0.3 × min(100, 1.2 × utilisation) + 0.25 × efficiency + 0.25 × clamp(roi + 50, 0, 100)
 * + 0.2 × maintenanceHealth, clamped to 0–100, one decimal. A missing figure is left out and the weights of the
 * present ones are scaled to sum to 1 (so the score stays on 0–100); `used` names what it was computed from, and with
 * none present the score is null.
 */
export function optimisationScore(f: {
  utilisation: number | null;
  efficiency: number | null;
  roi: number | null;
  maintenanceHealth: number | null;
}): { score: number | null; used: ScoreComponent[] } {
  const parts: [ScoreComponent, number | null][] = [
    ['utilisation', f.utilisation === null ? null : Math.min(100, 1.2 * f.utilisation)],
    ['efficiency', f.efficiency],
    ['roi', f.roi === null ? null : clamp(f.roi + 50, 0, 100)],
    ['maintenanceHealth', f.maintenanceHealth],
  ];
  const present = parts.filter((p): p is [ScoreComponent, number] => p[1] !== null);
  if (present.length === 0) return { score: null, used: [] };
  const weight = present.reduce((s, [k]) => s + scoreWeights[k], 0);
  const raw = present.reduce((s, [k, v]) => s + scoreWeights[k] * v, 0) / weight;
  return { score: Math.round(clamp(raw, 0, 100) * 10) / 10, used: present.map(([k]) => k) };
}

/**
 * Return on cost over the last year, one decimal: (revenue − cost) ÷ cost × 100, where revenue is the business tab's
 * (spec 02 §9: accepted quote amounts on the machine) and cost its operational costs plus completed repairs. Null
 * with no cost.
 */
export function returnOnCost(revenueCents: number, costCents: number): number | null {
  if (costCents <= 0) return null;
  return Math.round(((revenueCents - costCents) / costCents) * 1000) / 10;
}

/**
 * Monthly cost in whole cents: recorded operational costs and completed repairs of the last 90 days ÷ 3, plus costs
 * recorded as yearly in the last year ÷ 12 (insurance, licences). Null when nothing was recorded.
 */
export function monthlyCostCents(c: { recent90Cents: number; yearly365Cents: number; records: number }): number | null {
  if (c.records <= 0) return null;
  return Math.round(c.recent90Cents / 3 + c.yearly365Cents / 12);
}

/** Age in whole days from the purchase date, else the first day of its model year, else when it was registered. */
export function ageDaysOf(m: { purchaseDate: string | null; year: number | null; createdAt: Date }, now: Date): number {
  const from = m.purchaseDate ? new Date(`${m.purchaseDate}T00:00:00Z`) : m.year ? new Date(Date.UTC(m.year, 0, 1)) : m.createdAt;
  return Math.max(0, Math.floor((now.getTime() - from.getTime()) / 86_400_000));
}
