import { randomUUID } from 'node:crypto';
import type { Random } from './demo.random.ts';

const dayMs = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Operational costs of the last 90 days and sensor readings of the last 30 (spec 02 §7) for a few tracked machines:
 * weekly fuel, a repair, insurance and a low-loader transport; daily engine temperature and hydraulic pressure, with
 * one hydraulic warning today and a critical coolant level five days ago (acknowledged).
 */
export function planCostsAndSensors(o: {
  companyId: string;
  now: Date;
  machines: { id: string; name: string }[];
  recordedBy: string;
  random: Random;
}) {
  const today = Date.UTC(o.now.getUTCFullYear(), o.now.getUTCMonth(), o.now.getUTCDate());
  const costs: Record<string, unknown>[] = [];
  const cost = (
    equipmentId: string,
    costType: string,
    amount: string,
    daysAgo: number,
    periodType = 'daily',
    notes: string | null = null,
  ) =>
    costs.push({
      id: randomUUID(),
      company_id: o.companyId,
      equipment_id: equipmentId,
      cost_type: costType,
      amount,
      period_type: periodType,
      recorded_date: isoDate(new Date(today - daysAgo * dayMs)),
      notes,
      recorded_by: o.recordedBy,
      created_at: new Date(today - daysAgo * dayMs + 17 * 3_600_000).toISOString(),
      is_demo: true,
    });
  o.machines.slice(0, 6).forEach((m, k) => {
    for (let week = 0; week < 12; week += 1) {
      const cents = o.random.int(15_000, 42_000) + k * 100;
      cost(m.id, 'fuel', (cents / 100).toFixed(2), week * 7 + (k % 3) + 1, 'weekly', week === 0 ? 'Fuel card, site bowser' : null);
    }
  });
  cost(o.machines[0]!.id, 'repair', '1284.60', 23, 'others', 'Hydraulic hose replaced, boom circuit');
  cost(o.machines[0]!.id, 'transport', '275.00', 1, 'others', 'Low-loader, yard to Tempe');
  cost(o.machines[1]!.id, 'insurance', '3450.00', 40, 'yearly', 'Annual inland marine policy');
  cost(o.machines[2]!.id, 'labor', '412.50', 9, 'daily', 'Operator overtime, Saturday pour');

  const readings: Record<string, unknown>[] = [];
  const reading = (equipmentId: string, sensorType: string, value: number, unit: string, status: string, at: Date) => {
    const id = randomUUID();
    readings.push({
      id,
      company_id: o.companyId,
      equipment_id: equipmentId,
      sensor_type: sensorType,
      reading_value: value,
      unit,
      status,
      recorded_at: at.toISOString(),
      source: 'tracker',
      recorded_by: null,
      is_demo: true,
    });
    return id;
  };
  o.machines.slice(0, 3).forEach((m) => {
    for (let day = 29; day >= 1; day -= 1) {
      const at = new Date(today - day * dayMs + 20 * 3_600_000);
      reading(m.id, 'engine_temperature', o.random.int(820, 960) / 10, '°C', 'normal', at);
      reading(m.id, 'hydraulic_pressure', o.random.int(180, 240), 'bar', 'normal', new Date(at.getTime() + 60_000));
    }
  });
  const warnAt = new Date(o.now.getTime() - 40 * 60_000);
  const warning = reading(o.machines[1]!.id, 'hydraulic_pressure', 268, 'bar', 'warning', warnAt);
  const criticalAt = new Date(today - 5 * dayMs + 15 * 3_600_000);
  const critical = reading(o.machines[2]!.id, 'coolant_level', 12, '%', 'critical', criticalAt);
  return {
    costs,
    readings,
    flagged: [
      {
        readingId: warning,
        equipmentId: o.machines[1]!.id,
        sensorType: 'hydraulic_pressure',
        value: '268 bar',
        status: 'warning' as const,
        at: warnAt,
      },
      {
        readingId: critical,
        equipmentId: o.machines[2]!.id,
        sensorType: 'coolant_level',
        value: '12 %',
        status: 'critical' as const,
        at: criticalAt,
      },
    ],
  };
}
