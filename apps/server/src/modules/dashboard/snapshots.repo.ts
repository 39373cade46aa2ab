import type { Sql } from '../../db/database.ts';
import type { FleetRow, MoneyRow, TaskRow, WorkRow } from './dashboard.repo.ts';

/** A company's (or, view 'all', every company's) figures as counted at `computed_at` (migration 0038, ADR 0033). */
export type StatusCount = { status: string; count: number };
/** `statuses` (the register by stored status, for analytics' fleet page) is missing from snapshots kept before it existed. */
export type CompanyFigures = { fleet: FleetRow; tasks: TaskRow; money: MoneyRow; work: WorkRow; statuses?: StatusCount[] };
export type SnapshotView = 'company' | 'all';
export type SnapshotRow = { figures: CompanyFigures; machines: number; computed_at: Date };

export async function readSnapshot(tx: Sql, companyId: string, view: SnapshotView): Promise<SnapshotRow | null> {
  const rows = await tx.query<SnapshotRow>(
    'select figures, machines, computed_at from dashboard_snapshots where company_id = $1 and view = $2',
    [companyId, view],
  );
  return rows[0] ?? null;
}

export async function saveSnapshot(tx: Sql, companyId: string, view: SnapshotView, figures: CompanyFigures, computedAt: Date) {
  await tx.query(
    `insert into dashboard_snapshots (company_id, view, figures, machines, computed_at) values ($1, $2, $3::jsonb, $4, $5)
     on conflict (company_id, view) do update set figures = excluded.figures, machines = excluded.machines,
       computed_at = excluded.computed_at`,
    [companyId, view, JSON.stringify(figures), figures.fleet.total, computedAt],
  );
}

/** The provider company, whose row keeps the all-company snapshot. */
export async function providerCompanyId(tx: Sql): Promise<string | null> {
  const rows = await tx.query<{ id: string }>('select id from companies where is_provider');
  return rows[0]?.id ?? null;
}

/** How many machines the target's snapshot counted, or null when it has none (the size analytics' kept answers go by). */
export async function snapshotMachines(tx: Sql, companyId: string, view: SnapshotView): Promise<number | null> {
  const rows = await tx.query<{ machines: number }>('select machines from dashboard_snapshots where company_id = $1 and view = $2', [
    companyId,
    view,
  ]);
  return rows[0]?.machines ?? null;
}
