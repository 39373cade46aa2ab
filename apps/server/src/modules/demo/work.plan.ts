import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, addMonthsClamped, intervalMonthsOf, round1, taskNumberFrom, type IsoDate, type RecurrenceType } from '@gears/domain';
import type { Random } from './demo.random.ts';
import type { DemoPeople, PlannedMachine, Row } from './fleet.plan.ts';

export type WorkPlan = { tasks: Row[]; assignments: Row[]; repairs: Row[]; completed: Row[] };

type Due = 'overdue' | 'soon' | 'later';

const at = (day: IsoDate, hour = 16) => `${day}T${String(hour).padStart(2, '0')}:00:00Z`;

/**
 * Maintenance done, due and overdue on every machine: an hours-based series (every 250 or 500 h) where the type has an
 * hour meter and a service interval, a calendar series otherwise, each with its completed history; a few one-off jobs;
 * and repairs in every state, each with its repair task (spec 02 §3, ADR 0004).
 */
export function planWork(o: {
  companyId: string;
  today: IsoDate;
  machines: PlannedMachine[];
  people: DemoPeople;
  random: Random;
}): WorkPlan {
  const { today, random, people } = o;
  const plan: WorkPlan = { tasks: [], assignments: [], repairs: [], completed: [] };
  const task = (t: Row & { status: string; due_date: IsoDate; created_at: string }): Row => {
    const row: Row = {
      id: randomUUID(),
      company_id: o.companyId,
      task_number: taskNumberFrom(randomBytes(8)),
      description: null,
      notes: null,
      task_type: 'maintenance',
      is_repair_request: false,
      priority: 'medium',
      recurrence_type: 'none',
      interval_hours: null,
      hours_baseline: null,
      due_hours: null,
      anchor_date: t.due_date,
      previous_task_id: null,
      completed_at: null,
      completed_by: null,
      completed_on: null,
      completion_hours: null,
      created_by: people.manager,
      updated_at: t.created_at,
      is_demo: true,
      ...t,
    };
    row.series_id ??= row.id;
    plan.tasks.push(row);
    if (row.status === 'completed') plan.completed.push(row);
    return row;
  };
  const assign = (taskRow: Row, userId: string) =>
    plan.assignments.push({
      id: randomUUID(),
      company_id: o.companyId,
      task_id: taskRow.id,
      user_id: userId,
      assigned_by: people.manager,
      created_at: taskRow.created_at,
      is_demo: true,
    });
  const crew = (i: number) => (i % 3 === 2 ? people.supervisor : people.technician);

  o.machines.forEach((m, i) => {
    // Machines in the shop have their service under way, started before it fell due.
    const due: Due = m.status === 'maintenance' ? 'soon' : i % 7 === 0 ? 'overdue' : i % 5 === 1 ? 'soon' : 'later';
    const inProgress = m.status === 'maintenance';
    const interval = m.profile.serviceHours;
    if (interval !== null && m.hours !== null && m.hours > interval * 2) {
      // Hours-based: the open occurrence started at the last service's meter; overdue means the meter passed it.
      const remaining =
        due === 'overdue'
          ? -random.int(5, 40)
          : due === 'soon'
            ? random.int(8, 24)
            : random.int(Math.round(interval * 0.3), Math.round(interval * 0.8));
      const baseline = round1(m.hours - interval + remaining);
      const daysToDue = m.dailyHours > 0 ? Math.ceil(Math.max(0, remaining) / m.dailyHours) : 30;
      const lastDone = addDays(today, -Math.max(3, Math.round((interval - Math.max(0, remaining)) / Math.max(m.dailyHours, 0.5))));
      const title = `${interval}-hour service`;
      const base = {
        title,
        description: 'Engine oil and filters, fuel and hydraulic filters, grease all points, check belts, hoses and undercarriage.',
        maintenance_type: 'service',
        recurrence_type: 'custom_hours' as RecurrenceType,
        interval_hours: interval,
        equipment_id: m.id,
      };
      const earlier = task({
        ...base,
        status: 'completed',
        due_date: addDays(lastDone, -2),
        anchor_date: addDays(lastDone, -2),
        hours_baseline: round1(baseline - interval),
        due_hours: baseline,
        completed_at: at(lastDone),
        completed_by: crew(i),
        completed_on: lastDone,
        completion_hours: baseline,
        created_at: at(addDays(lastDone, -60)),
      });
      assign(earlier, crew(i));
      // The planning date was the forecast when the occurrence started; the meter ran ahead of it, so it is overdue by hours.
      const dueDate = due === 'overdue' ? addDays(today, random.int(0, 3)) : addDays(today, daysToDue);
      const open = task({
        ...base,
        status: inProgress ? 'in_progress' : 'pending',
        priority: due === 'overdue' ? 'high' : 'medium',
        due_date: dueDate,
        anchor_date: dueDate,
        hours_baseline: baseline,
        due_hours: round1(baseline + interval),
        series_id: earlier.id,
        previous_task_id: earlier.id,
        created_at: at(lastDone, 17),
      });
      assign(open, crew(i));
    } else {
      // Calendar: steps from the anchor keep the day of the month (ADR 0004).
      const recurrence = (m.profile.schedule === 'weekly' ? 'monthly' : m.profile.schedule) as RecurrenceType;
      const months = intervalMonthsOf(recurrence)!;
      const openDue =
        due === 'overdue'
          ? addDays(today, -random.int(2, 18))
          : due === 'soon'
            ? addDays(today, random.int(1, 6))
            : addDays(today, random.int(10, months * 28));
      const anchor = addMonthsClamped(openDue, -2 * months);
      const label = { monthly: 'Monthly', quarterly: 'Quarterly', semi_annual: 'Semi-annual', annual: 'Annual' }[recurrence as 'monthly'];
      const title =
        m.profile.type === 'crane'
          ? `${label} crane inspection`
          : m.profile.type === 'vehicle'
            ? `${label} fleet service`
            : `${label} inspection`;
      const base = {
        title,
        maintenance_type: m.profile.type === 'vehicle' ? 'service' : 'inspection',
        recurrence_type: recurrence,
        anchor_date: anchor,
        equipment_id: m.id,
        description:
          m.profile.type === 'crane'
            ? 'Frequent inspection per OSHA 1926.1412: wire rope, hooks, load moment indicator, outriggers.'
            : 'Walk-around inspection, fluids, safety devices and decals.',
      };
      let previous: Row | null = null;
      for (const step of [0, 1]) {
        const dueDate = addMonthsClamped(anchor, step * months);
        const done = [addDays(dueDate, random.int(-3, 4)), today].sort()[0]!;
        const row = task({
          ...base,
          status: 'completed',
          due_date: dueDate,
          completed_at: at(done),
          completed_by: crew(i),
          completed_on: done,
          completion_hours:
            m.hours === null ? null : round1(Math.max(0, m.hours - (m.dailyHours * (Date.parse(today) - Date.parse(done))) / 86_400_000)),
          series_id: previous ? previous.series_id : undefined,
          previous_task_id: previous?.id ?? null,
          created_at: at(addDays(dueDate, -20)),
        });
        assign(row, crew(i));
        previous = row;
      }
      const open = task({
        ...base,
        status: inProgress ? 'in_progress' : 'pending',
        priority: due === 'overdue' ? 'high' : 'medium',
        due_date: openDue,
        series_id: previous!.series_id,
        previous_task_id: previous!.id,
        created_at: previous!.completed_at as string,
      });
      assign(open, crew(i));
    }
  });

  // One-off jobs the crew has lined up.
  const oneOff: [number, string, string, string, number][] = [
    [0, 'Replace bucket cutting edge and side cutters', 'replacement', 'medium', 9],
    [12, 'Grease turntable bearing and check swing gear backlash', 'lubrication', 'low', 16],
    [21, 'Calibrate load moment indicator after boom service', 'calibration', 'high', 4],
    [40, 'Replace worn seat and seat belt (operator report)', 'corrective', 'medium', -5],
  ];
  for (const [k, title, kind, priority, days] of oneOff) {
    const m = o.machines[k % o.machines.length]!;
    assign(
      task({
        title,
        maintenance_type: kind,
        priority,
        status: 'pending',
        due_date: addDays(today, days),
        equipment_id: m.id,
        created_at: at(addDays(today, -10)),
      }),
      people.technician,
    );
  }

  planRepairs(o, task, assign, plan);
  return plan;
}

type Repair = {
  status: 'submitted' | 'approved' | 'declined' | 'completed';
  kind: string;
  text: string;
  quote: number | null;
  daysAgo: number;
};

/** Repairs in every state (submitted → approved | declined; approved → completed), each with its repair task. */
function planRepairs(
  o: { companyId: string; today: IsoDate; machines: PlannedMachine[]; people: DemoPeople },
  task: (t: Row & { status: string; due_date: IsoDate; created_at: string }) => Row,
  assign: (taskRow: Row, userId: string) => void,
  plan: WorkPlan,
): void {
  const { people, today } = o;
  const byStatus = (s: string) => o.machines.filter((m) => m.status === s);
  const targets: [PlannedMachine, Repair][] = [
    [
      byStatus('repair')[0]!,
      {
        status: 'submitted',
        kind: 'hydraulic_repair',
        text: 'Boom cylinder rod seal leaking; hydraulic oil on the stick. Machine tagged out.',
        quote: null,
        daysAgo: 2,
      },
    ],
    [
      byStatus('repair')[1]!,
      {
        status: 'submitted',
        kind: 'electrical_repair',
        text: 'Intermittent no-start; starter engages only after several tries. Suspect ground strap or starter solenoid.',
        quote: null,
        daysAgo: 1,
      },
    ],
    [
      byStatus('out_of_service')[0]!,
      {
        status: 'approved',
        kind: 'component_replacement',
        text: 'Final drive noise on the left track; replace final drive assembly.',
        quote: 18_450,
        daysAgo: 9,
      },
    ],
    [
      o.machines[7]!,
      {
        status: 'approved',
        kind: 'system_repair',
        text: 'A/C blowing warm; recharge and replace the receiver-drier.',
        quote: 1_280.5,
        daysAgo: 6,
      },
    ],
    [
      o.machines[26]!,
      {
        status: 'declined',
        kind: 'diagnostic_repair',
        text: 'Request for a full engine diagnostic after one low-power complaint.',
        quote: 2_400,
        daysAgo: 20,
      },
    ],
    [
      o.machines[16]!,
      {
        status: 'completed',
        kind: 'hydraulic_repair',
        text: 'Burst auxiliary hydraulic hose at the quick coupler.',
        quote: 640.75,
        daysAgo: 28,
      },
    ],
    [
      o.machines[35]!,
      {
        status: 'completed',
        kind: 'emergency_repair',
        text: 'Flat and damaged rear tire on the job site; replaced on site.',
        quote: 1_125,
        daysAgo: 15,
      },
    ],
  ];
  for (const [m, r] of targets) {
    const submitted = addDays(today, -r.daysAgo);
    const decided = addDays(submitted, 1);
    const done = addDays(submitted, 4);
    const taskStatus = { submitted: 'pending', approved: 'in_progress', declined: 'cancelled', completed: 'completed' }[r.status];
    const t = task({
      title: r.text.split(/[;.]/)[0]!,
      description: r.text,
      task_type: 'repair',
      maintenance_type: r.kind,
      is_repair_request: true,
      priority: r.status === 'submitted' ? 'urgent' : 'high',
      status: taskStatus,
      // Approved work is under way and planned to finish in the next days; the rest was due three days after the request.
      due_date: r.status === 'approved' ? addDays(today, 3) : addDays(submitted, 3),
      equipment_id: m.id,
      created_by: people.supervisor,
      created_at: at(submitted, 14),
      ...(r.status === 'completed'
        ? { completed_at: at(done), completed_by: people.technician, completed_on: done, completion_hours: m.hours }
        : {}),
    });
    assign(t, people.technician);
    const approved = r.status === 'approved' || r.status === 'completed';
    plan.repairs.push({
      id: randomUUID(),
      company_id: o.companyId,
      equipment_id: m.id,
      maintenance_task_id: t.id,
      description: r.text,
      quote_amount: r.quote,
      assigned_mechanic_id: approved ? people.technician : null,
      status: r.status,
      submitted_by: people.supervisor,
      approved_by: approved ? people.manager : null,
      approved_at: approved ? at(decided) : null,
      approval_comment: approved ? 'Approved — go ahead, keep the old parts for warranty.' : null,
      declined_by: r.status === 'declined' ? people.manager : null,
      declined_at: r.status === 'declined' ? at(decided) : null,
      decline_comment: r.status === 'declined' ? 'Operator error, not a fault; retrain and monitor.' : null,
      completed_by: r.status === 'completed' ? people.technician : null,
      completed_at: r.status === 'completed' ? at(done) : null,
      completion_comment: r.status === 'completed' ? 'Replaced and tested under load; no leaks.' : null,
      created_at: at(submitted, 14),
      updated_at: at(r.status === 'completed' ? done : r.status === 'submitted' ? submitted : decided),
      is_demo: true,
    });
  }
}
