import { z } from 'zod';

/** A percentage with one decimal, or null when the records it needs do not exist (performance.rules.ts). */
const percent = z.number().nullable();

export const healthAlert = z.object({
  type: z.enum(['overdue_tasks', 'pending_repairs', 'fleet_alert', 'service_due']),
  severity: z.enum(['critical', 'warning', 'info']),
  message: z.string(),
});

/** GET /api/equipment/:id/performance — spec 02 §2 Performance tab, §3 Performance object; formulas in performance.rules.ts. */
export const equipmentPerformance = z.object({
  equipmentId: z.uuid(),
  /** The window the bars cover: the last 30 days, or since the machine was added. */
  windowDays: z.number().int(),
  utilisation: z.object({
    value: percent,
    basis: z.enum(['meter', 'gps']).nullable(),
    hoursRun: z.number().nullable(),
    gpsMovingDays: z.number().int(),
    gpsFixes: z.number().int(),
  }),
  efficiency: z.object({ value: percent, completed: z.number().int(), onTime: z.number().int() }),
  maintenanceHealth: z.object({
    value: percent,
    tasks: z.number().int(),
    repairs: z.number().int(),
    overdueTasks: z.number().int(),
    pendingRepairs: z.number().int(),
  }),
  uptime: z.object({ value: percent, downHours: z.number(), repairs: z.number().int() }),
  /** The hour meter now (the machine's hours); null when never recorded. */
  totalHours: z.number().nullable(),
  healthAlerts: z.array(healthAlert),
});
export type EquipmentPerformance = z.infer<typeof equipmentPerformance>;

export const insightFigure = z.object({ label: z.string(), value: z.string() });
export const machineInsight = z.object({
  id: z.string(),
  kind: z.enum(['predictive_maintenance', 'optimization', 'roi', 'high_performance', 'risk']),
  title: z.string(),
  message: z.string(),
  potentialMonthlySaving: z.string().nullable(),
  figures: z.array(insightFigure),
});

/** GET /api/equipment/:id/insights — spec 02 §9 local insight rules and optimisation score (insights.rules.ts). */
export const equipmentInsights = z.object({
  equipmentId: z.uuid(),
  /** "Insights" unless an AI endpoint is configured (AI_BASE_URL); the rules are the same either way. */
  source: z.enum(['rules']),
  ageDays: z.number().int(),
  /** Exact decimal dollars a month, or null with no cost recorded. */
  monthlyCost: z.string().nullable(),
  /** The last year: accepted quote amounts on the machine (the business tab's revenue) and its recorded costs. */
  yearRevenue: z.string(),
  yearCost: z.string(),
  roi: percent,
  optimisationScore: z.object({
    score: percent,
    used: z.array(z.enum(['utilisation', 'efficiency', 'roi', 'maintenanceHealth'])),
  }),
  insights: z.array(machineInsight),
  performance: equipmentPerformance,
});
export type EquipmentInsights = z.infer<typeof equipmentInsights>;
