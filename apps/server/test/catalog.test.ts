import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousContext, runtimeRole, withTenant, type TenantContext } from '../src/db/tenant.ts';
import { createTestApp, insertCompany, insertUser, providerCompany, type TestApp } from './harness.ts';

/** Tables app_user may select from; each gets one row below, and must read as empty without a tenant context. */
const readableTables = [
  'companies',
  'users',
  'sessions',
  'invitations',
  'password_resets',
  'registration_requests',
  'activity_logs',
  'security_events',
  'email_outbox',
  'jobs',
  'equipment',
  'equipment_images',
  'equipment_documents',
  'qr_scan_logs',
  'maintenance_tasks',
  'maintenance_task_assignments',
  'repairs',
  'repair_attachments',
  'meter_readings',
  'equipment_parts',
  'part_equipment_links',
  'part_stock_movements',
  'parts_quotes',
  'quote_requests',
  'quote_items',
  'quote_status_events',
  'notifications',
  'leads',
  'customer_reviews',
  'sales_orders',
  'invoices',
  'ledger_lines',
  'shipping_packages',
  'payment_sessions',
  'payment_events',
  'connector_connections',
  'connector_oauth_states',
  'connector_links',
  'subscriptions',
  'subscription_checkouts',
  'subscription_duplicates',
  'job_sites',
  'job_site_equipment_assignments',
  'job_site_team_assignments',
  'asset_assignments',
  'asset_reservations',
  'fleet_tracker_sources',
  'tracker_devices',
  'equipment_tracker_assignments',
  'equipment_location_logs',
  'fleet_alerts',
  'equipment_operational_costs',
  'equipment_sensor_data',
  'fleet_working_hours',
  'fleet_equipment_states',
  'fleet_geofence_states',
  'equipment_document_links',
  'dashboard_snapshots',
  'analytics_snapshots',
  'equipment_custom_fields',
  'equipment_custom_values',
  'equipment_alternate_codes',
  'equipment_manual_index',
  'equipment_manual_pages',
  'manual_search_logs',
  'notes_v2',
  'note_attachments',
  'import_mappings',
  'notification_preferences',
  'maintenance_task_notices',
  'weekly_digest_runs',
  'job_site_weather',
] as const;

describe(`catalog: row-level security (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let a: { id: string };
  let b: { id: string };
  let aUsers: string[];
  let bUsers: string[];
  let admin: { id: string; companyId: string };

  beforeAll(async () => {
    t = await createTestApp();
    a = await insertCompany(t.db);
    b = await insertCompany(t.db);
    const aManager = await insertUser(t.db, { companyId: a.id, role: 'manager' });
    const aAdmin = await insertUser(t.db, { companyId: a.id, role: 'client_admin' });
    const bTech = await insertUser(t.db, { companyId: b.id, role: 'technician' });
    admin = await insertUser(t.db, { role: 'gears_admin' });
    aUsers = [aManager.id, aAdmin.id].sort();
    bUsers = [bTech.id];
    // One row in every readable table, written through the owner handle.
    await t.db.query(
      `insert into sessions (company_id, user_id, token_hash, expires_at) values ($1, $2, 'catalog-s', now() + interval '1 day')`,
      [a.id, aManager.id],
    );
    await t.db.query(
      `insert into invitations (company_id, email, role, token_hash, expires_at) values ($1, 'new@example.test', 'technician', 'catalog-i', now() + interval '1 day')`,
      [a.id],
    );
    await t.db.query(
      `insert into password_resets (company_id, user_id, token_hash, expires_at) values ($1, $2, 'catalog-r', now() + interval '1 hour')`,
      [a.id, aManager.id],
    );
    await t.db.query(`insert into registration_requests (full_name, first_name, last_name, email, company_name, phone, reason)
                      values ('Ann Lee', 'Ann', 'Lee', 'ann@example.test', 'Lee Farms', '555', 'tractors')`);
    await t.db.query(`insert into activity_logs (company_id, user_id, action) values ($1, $2, 'catalog')`, [a.id, aManager.id]);
    await t.db.query(`insert into security_events (company_id, actor_user_id, event_type) values ($1, $2, 'catalog')`, [a.id, aManager.id]);
    await t.db.query(`insert into email_outbox (to_address, subject, template, body_text) values ('x@example.test', 's', 't', 'b')`);
    await t.db.query(`insert into jobs (queue, company_id) values ('catalog', $1)`, [a.id]);
    const equipment = await t.db.query<{ id: string }>(
      `insert into equipment (company_id, name) values ($1, 'Catalog excavator') returning id`,
      [a.id],
    );
    await t.db.query(
      `insert into equipment_images (company_id, equipment_id, file_key, file_name, content_type, byte_size) values ($1, $2, 'catalog/i.png', 'i.png', 'image/png', 1)`,
      [a.id, equipment[0]!.id],
    );
    await t.db.query(
      `insert into equipment_documents (company_id, equipment_id, file_key, file_name, content_type, byte_size) values ($1, $2, 'catalog/d.pdf', 'd.pdf', 'application/pdf', 1)`,
      [a.id, equipment[0]!.id],
    );
    await t.db.query(
      `insert into equipment_manual_index (document_id, company_id, equipment_id, file_name)
       select id, company_id, equipment_id, file_name from equipment_documents where file_key = 'catalog/d.pdf'`,
    );
    await t.db.query(
      `insert into equipment_manual_pages (document_id, company_id, equipment_id, page_number, body)
       select id, company_id, equipment_id, 1, 'Catalog hydraulic filter' from equipment_documents where file_key = 'catalog/d.pdf'`,
    );
    await t.db.query(`insert into manual_search_logs (company_id, equipment_id, search_query, user_id) values ($1, $2, 'filter', $3)`, [
      a.id,
      equipment[0]!.id,
      aManager.id,
    ]);
    await t.db.query(`insert into qr_scan_logs (company_id, equipment_id, user_id, source) values ($1, $2, $3, 'camera')`, [
      a.id,
      equipment[0]!.id,
      aManager.id,
    ]);
    const task = await t.db.query<{ id: string }>(
      `insert into maintenance_tasks (company_id, task_number, equipment_id, title, due_date, anchor_date, series_id)
       values ($1, 'MT-CATALOG1', $2, 'Catalog service', '2026-03-09', '2026-03-09', gen_random_uuid()) returning id`,
      [a.id, equipment[0]!.id],
    );
    await t.db.query(`insert into maintenance_task_assignments (company_id, task_id, user_id) values ($1, $2, $3)`, [
      a.id,
      task[0]!.id,
      aManager.id,
    ]);
    const repair = await t.db.query<{ id: string }>(
      `insert into repairs (company_id, equipment_id, description) values ($1, $2, 'Catalog leak') returning id`,
      [a.id, equipment[0]!.id],
    );
    await t.db.query(
      `insert into repair_attachments (company_id, repair_id, file_key, file_name, content_type, byte_size) values ($1, $2, 'catalog/r.pdf', 'r.pdf', 'application/pdf', 1)`,
      [a.id, repair[0]!.id],
    );
    await t.db.query(`insert into meter_readings (company_id, equipment_id, hours) values ($1, $2, 10)`, [a.id, equipment[0]!.id]);
    const site = await t.db.query<{ id: string }>(
      `insert into job_sites (company_id, site_name) values ($1, 'Catalog site') returning id`,
      [a.id],
    );
    await t.db.query(`insert into job_site_equipment_assignments (company_id, job_site_id, equipment_id) values ($1, $2, $3)`, [
      a.id,
      site[0]!.id,
      equipment[0]!.id,
    ]);
    await t.db.query(`insert into job_site_team_assignments (company_id, job_site_id, user_id) values ($1, $2, $3)`, [
      a.id,
      site[0]!.id,
      aManager.id,
    ]);
    await t.db.query(
      `insert into asset_assignments (company_id, equipment_id, assigned_to_type, assigned_to_name) values ($1, $2, 'location', 'Catalog yard')`,
      [a.id, equipment[0]!.id],
    );
    await t.db.query(
      `insert into asset_reservations (company_id, equipment_id, start_at, end_at) values ($1, $2, now() + interval '1 day', now() + interval '2 days')`,
      [a.id, equipment[0]!.id],
    );
    const source = await t.db.query<{ id: string }>(
      `insert into fleet_tracker_sources (company_id, tracker_type, name, secret_hash, secret_hint) values ($1, 'traccar', 'Catalog Traccar', 'catalog-secret', 'cret') returning id`,
      [a.id],
    );
    await t.db.query(`insert into tracker_devices (company_id, tracker_source_id, device_id) values ($1, $2, 'cat-1')`, [
      a.id,
      source[0]!.id,
    ]);
    await t.db.query(
      `insert into equipment_tracker_assignments (company_id, equipment_id, tracker_source_id, device_id) values ($1, $2, $3, 'cat-1')`,
      [a.id, equipment[0]!.id, source[0]!.id],
    );
    await t.db.query(
      `insert into equipment_location_logs (company_id, tracker_source_id, device_id, equipment_id, fixed_at, latitude, longitude) values ($1, $2, 'cat-1', $3, now(), 33.4, -112.1)`,
      [a.id, source[0]!.id, equipment[0]!.id],
    );
    await t.db.query(
      `insert into fleet_alerts (company_id, equipment_id, alert_type, severity, message, dedupe_key) values ($1, $2, 'low_battery', 'warning', 'Catalog battery', 'catalog')`,
      [a.id, equipment[0]!.id],
    );
    await t.db.query(
      `insert into equipment_operational_costs (company_id, equipment_id, cost_type, amount) values ($1, $2, 'fuel', 12.34)`,
      [a.id, equipment[0]!.id],
    );
    await t.db.query(
      `insert into equipment_sensor_data (company_id, equipment_id, sensor_type, reading_value) values ($1, $2, 'engine_temperature', 90)`,
      [a.id, equipment[0]!.id],
    );
    await t.db.query(`insert into fleet_working_hours (company_id) values ($1)`, [a.id]);
    await t.db.query(
      `insert into import_mappings (company_id, signature, headers, columns) values ($1, repeat('a', 64), '{Name}', '{"Name": "name"}')`,
      [a.id],
    );
    await t.db.query(
      `insert into dashboard_snapshots (company_id, view, figures, machines, computed_at) values ($1, 'company', '{}', 0, now())`,
      [a.id],
    );
    await t.db.query(
      `insert into analytics_snapshots (company_id, view, page, params, answer, computed_at) values ($1, 'company', 'hub', 'catalog', '{}', now())`,
      [a.id],
    );
    await t.db.query(`insert into fleet_equipment_states (company_id, equipment_id, last_fixed_at) values ($1, $2, now())`, [
      a.id,
      equipment[0]!.id,
    ]);
    await t.db.query(
      `insert into fleet_geofence_states (company_id, equipment_id, job_site_id, inside, changed_at) values ($1, $2, $3, true, now())`,
      [a.id, equipment[0]!.id, site[0]!.id],
    );
    const field = await t.db.query<{ id: string }>(
      `insert into equipment_custom_fields (company_id, name, key, field_type) values ($1, 'Catalog field', 'catalog_field', 'text') returning id`,
      [a.id],
    );
    await t.db.query(
      `insert into equipment_custom_values (company_id, equipment_id, field_id, value_text, value_key) values ($1, $2, $3, 'Cat', 'cat')`,
      [a.id, equipment[0]!.id, field[0]!.id],
    );
    await t.db.query(
      `insert into equipment_alternate_codes (company_id, equipment_id, code, code_key) values ($1, $2, 'cat-tag', 'CAT-TAG')`,
      [a.id, equipment[0]!.id],
    );
    const part = await t.db.query<{ id: string }>(
      `insert into equipment_parts (company_id, part_name, part_number) values ($1, 'Catalog filter', 'CAT-1') returning id`,
      [a.id],
    );
    await t.db.query(`insert into part_equipment_links (company_id, part_id, equipment_id) values ($1, $2, $3)`, [
      a.id,
      part[0]!.id,
      equipment[0]!.id,
    ]);
    await t.db.query(
      `insert into part_stock_movements (company_id, part_id, kind, quantity_delta, balance_after) values ($1, $2, 'received', 1, 1)`,
      [a.id, part[0]!.id],
    );
    await t.db.query(
      `insert into parts_quotes (company_id, part_id, part_name, part_number, vendor) values ($1, $2, 'Catalog filter', 'CAT-1', 'Vendor')`,
      [a.id, part[0]!.id],
    );
    const quote = await t.db.query<{ id: string }>(
      `insert into quote_requests (company_id, title) values ($1, 'Catalog quote') returning id`,
      [a.id],
    );
    await t.db.query(`insert into quote_items (company_id, quote_request_id, item_name) values ($1, $2, 'Catalog item')`, [
      a.id,
      quote[0]!.id,
    ]);
    await t.db.query(`insert into quote_status_events (company_id, quote_request_id, to_status) values ($1, $2, 'new')`, [
      a.id,
      quote[0]!.id,
    ]);
    await t.db.query(
      `insert into notifications (company_id, user_id, type, title, message) values ($1, $2, 'info', 'Catalog', 'Catalog notice')`,
      [a.id, aManager.id],
    );
    await t.db.query(`insert into notification_preferences (company_id, user_id, kind, channel) values ($1, $2, 'task_due', 'off')`, [
      a.id,
      aManager.id,
    ]);
    await t.db.query(`insert into maintenance_task_notices (company_id, task_id, state, due_date) values ($1, $2, 'due', '2026-03-09')`, [
      a.id,
      task[0]!.id,
    ]);
    await t.db.query(`insert into weekly_digest_runs (company_id, week_start) values ($1, '2026-03-09')`, [a.id]);
    await t.db.query(
      `insert into job_site_weather (company_id, job_site_id, latitude, longitude, observed_at, temperature_c) values ($1, $2, 33.4, -112.1, now(), 21.5)`,
      [a.id, site[0]!.id],
    );
    await t.db.query(`insert into leads (kind, email, first_name) values ('demo', 'catalog@example.test', 'Cat')`);
    await t.db.query(
      `insert into customer_reviews (company_id, user_id, rating, title, content, service_type) values ($1, $2, 5, 'Catalog', 'Catalog review', 'other')`,
      [a.id, aManager.id],
    );
    const order = await t.db.query<{ id: string }>(
      `insert into sales_orders (company_id, quote_request_id, order_date, subtotal, total) values ($1, $2, '2026-03-09', 10, 10) returning id`,
      [a.id, quote[0]!.id],
    );
    const invoice = await t.db.query<{ id: string }>(
      `insert into invoices (company_id, quote_request_id, sales_order_id, invoice_date, due_date, subtotal, total) values ($1, $2, $3, '2026-03-09', '2026-03-09', 10, 10) returning id`,
      [a.id, quote[0]!.id, order[0]!.id],
    );
    await t.db.query(
      `insert into equipment_document_links (company_id, equipment_id, doc_type, invoice_id) values ($1, $2, 'invoice', $3)`,
      [a.id, equipment[0]!.id, invoice[0]!.id],
    );
    await t.db.query(
      `insert into ledger_lines (company_id, document_type, document_id, position, item_name, quantity, unit_price, line_total) values ($1, 'invoice', $2, 1, 'Catalog item', 1, 10, 10)`,
      [a.id, invoice[0]!.id],
    );
    await t.db.query(`insert into shipping_packages (company_id, sales_order_id) values ($1, $2)`, [a.id, order[0]!.id]);
    const session = await t.db.query<{ id: string }>(
      `insert into payment_sessions (company_id, invoice_id, provider, provider_session_id, amount_cents) values ($1, $2, 'test', 'cs_catalog', 1000) returning id`,
      [a.id, invoice[0]!.id],
    );
    await t.db.query(
      `insert into payment_events (provider, event_id, type, company_id, invoice_id, payment_session_id, outcome) values ('test', 'evt_catalog', 'checkout.session.completed', $1, $2, $3, 'paid')`,
      [a.id, invoice[0]!.id, session[0]!.id],
    );
    await t.db.query(
      `insert into connector_connections (provider, refresh_token_enc, organization_id) values ('zoho', 'v1.catalog', 'catalog-org')`,
    );
    await t.db.query(`insert into connector_oauth_states (state_hash, provider, session_id, user_id, expires_at)
                      select 'catalog-state', 'zoho', id, user_id, now() + interval '10 minutes' from sessions where token_hash = 'catalog-s'`);
    await t.db.query(
      `insert into connector_links (provider, entity_type, entity_id, status) values ('zoho', 'lead', gen_random_uuid(), 'skipped')`,
    );
    const note = await t.db.query<{ id: string }>(
      `insert into notes_v2 (company_id, created_by, content) values ($1, $2, 'Catalog note') returning id`,
      [a.id, aManager.id],
    );
    await t.db.query(
      `insert into note_attachments (company_id, note_id, kind, file_key, file_name, content_type, byte_size) values ($1, $2, 'photo', 'catalog/n.png', 'n.png', 'image/png', 1)`,
      [a.id, note[0]!.id],
    );
    await t.db.query(
      `insert into subscriptions (company_id, tier, status, trial_end) values ($1, 'basic', 'trialing', now() + interval '7 days')`,
      [a.id],
    );
    const checkout = await t.db.query<{ id: string }>(
      `insert into subscription_checkouts (company_id, tier, billing_period, amount_cents, founders_pricing, provider) values ($1, 'basic', 'monthly', 2400, true, 'test') returning id`,
      [a.id],
    );
    await t.db.query(
      `insert into subscription_duplicates (company_id, checkout_id, provider, provider_session_id, tier, billing_period, amount_cents, event_id)
                      values ($1, $2, 'test', 'cs_catalog_dup', 'basic', 'monthly', 2400, 'evt_catalog_dup')`,
      [a.id, checkout[0]!.id],
    );
  });
  afterAll(() => t.close());

  const publicTables = async () =>
    (
      await t.db.query<{ relname: string }>(
        `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
      )
    ).map((r) => r.relname);

  it('forces RLS and has an app_user policy on every table with a company_id column', async () => {
    const rows = await t.db.query<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean; app_policies: number }>(
      `select c.relname, c.relrowsecurity, c.relforcerowsecurity,
              (select count(*)::int from pg_policy p
                 where p.polrelid = c.oid and (select oid from pg_roles where rolname = $1) = any (p.polroles)) as app_policies
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped)
        order by 1`,
      [runtimeRole],
    );
    expect(rows.map((r) => r.relname)).toEqual([
      'activity_logs',
      'analytics_snapshots',
      'asset_assignments',
      'asset_reservations',
      'customer_reviews',
      'dashboard_snapshots',
      'equipment',
      'equipment_alternate_codes',
      'equipment_custom_fields',
      'equipment_custom_values',
      'equipment_document_links',
      'equipment_documents',
      'equipment_images',
      'equipment_location_logs',
      'equipment_manual_index',
      'equipment_manual_pages',
      'equipment_operational_costs',
      'equipment_parts',
      'equipment_sensor_data',
      'equipment_tracker_assignments',
      'fleet_alerts',
      'fleet_equipment_states',
      'fleet_geofence_states',
      'fleet_tracker_sources',
      'fleet_working_hours',
      'import_mappings',
      'invitations',
      'invoices',
      'job_site_equipment_assignments',
      'job_site_team_assignments',
      'job_site_weather',
      'job_sites',
      'jobs',
      'ledger_lines',
      'maintenance_task_assignments',
      'maintenance_task_notices',
      'maintenance_tasks',
      'manual_search_logs',
      'meter_readings',
      'note_attachments',
      'notes_v2',
      'notification_preferences',
      'notifications',
      'part_equipment_links',
      'part_stock_movements',
      'parts_quotes',
      'password_resets',
      'payment_events',
      'payment_sessions',
      'qr_scan_logs',
      'quote_items',
      'quote_requests',
      'quote_status_events',
      'registration_requests',
      'repair_attachments',
      'repairs',
      'sales_orders',
      'security_events',
      'sessions',
      'shipping_packages',
      'subscription_checkouts',
      'subscription_duplicates',
      'subscriptions',
      'tracker_devices',
      'users',
      'weekly_digest_runs',
    ]);
    for (const row of rows) {
      expect({ table: row.relname, rls: row.relrowsecurity, forced: row.relforcerowsecurity }).toEqual({
        table: row.relname,
        rls: true,
        forced: true,
      });
      expect(row.app_policies, `${row.relname} has no policy for ${runtimeRole}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('forces RLS on every public table except schema_migrations', async () => {
    const unforced = await t.db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> 'schema_migrations'
          and not (c.relrowsecurity and c.relforcerowsecurity)`,
    );
    expect(unforced).toEqual([]);
  });

  it('runs requests as a role that is not superuser, not BYPASSRLS, and owns no table', async () => {
    const rows = await t.db.query<{ rolsuper: boolean; rolbypassrls: boolean; owned: number }>(
      `select r.rolsuper, r.rolbypassrls,
              (select count(*)::int from pg_class c where c.relowner = r.oid and c.relkind in ('r', 'p', 'v', 'm')) as owned
         from pg_roles r where r.rolname = $1`,
      [runtimeRole],
    );
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, owned: 0 }]);
  });

  it('lists every readable table in this test, so a new table must be added here', async () => {
    const all = await publicTables();
    // Owner-only tables: app_user has no grant on them (demo_seeds: which demo sets were seeded, ADR 0016).
    expect(
      all.filter((n) => !['schema_migrations', 'rate_limit_hits', 'signup_confirmations', 'demo_seeds', 'job_schedules'].includes(n)),
    ).toEqual([...readableTables].sort());
  });

  it.each(readableTables)('%s reads as empty without a tenant context, though rows exist', async (table) => {
    const owner = await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    expect(owner[0]!.n).toBeGreaterThan(0);
    const rows = await withTenant(t.db, anonymousContext, (tx) => tx.query(`select * from ${table}`));
    expect(rows).toEqual([]);
  });

  it('denies rate_limit_hits to the runtime role outright', async () => {
    await t.db.query(`insert into rate_limit_hits (bucket, window_start, hits) values ('catalog', now(), 1)`);
    await expect(withTenant(t.db, anonymousContext, (tx) => tx.query('select * from rate_limit_hits'))).rejects.toThrow(
      /permission denied/,
    );
  });

  it('denies signup_confirmations (pending sign-ups, password hashes) to the runtime role outright', async () => {
    await t.db.query(`insert into signup_confirmations (token_hash, email, name, company_name, tier, password_hash, expires_at)
      values ('catalog', 'c@example.test', 'C', 'C Co', 'basic', 'x', now() + interval '1 hour')`);
    await expect(withTenant(t.db, anonymousContext, (tx) => tx.query('select * from signup_confirmations'))).rejects.toThrow(
      /permission denied/,
    );
  });

  const usersAndCompanies = (ctx: TenantContext) =>
    withTenant(t.db, ctx, async (tx) => ({
      users: await tx.query<{ id: string; company_id: string }>('select id, company_id from users order by id'),
      companies: (await tx.query<{ id: string }>('select id from companies order by id')).map((r) => r.id),
    }));

  it("a manager's context sees only its own company's users and company", async () => {
    const manager = (await t.db.query<{ id: string }>(`select id from users where company_id = $1 and role = 'manager'`, [a.id]))[0]!;
    const seen = await usersAndCompanies({ userId: manager.id, companyId: a.id, role: 'manager', isImpersonating: false });
    expect(seen.users.map((u) => u.id).sort()).toEqual(aUsers);
    expect(seen.companies).toEqual([a.id]);
  });

  it('a provider admin who is not impersonating sees every company and user', async () => {
    const seen = await usersAndCompanies({ userId: admin.id, companyId: null, role: 'gears_admin', isImpersonating: false });
    const ids = seen.users.map((u) => u.id);
    for (const id of [...aUsers, ...bUsers, admin.id]) expect(ids).toContain(id);
    const provider = await providerCompany(t.db);
    expect(seen.companies).toEqual(expect.arrayContaining([a.id, b.id, provider.id]));
  });

  it('an impersonating admin sees exactly the client (plus their own profile row)', async () => {
    const seen = await usersAndCompanies({ userId: admin.id, companyId: b.id, role: 'gears_admin', isImpersonating: true });
    expect(seen.companies).toEqual([b.id]);
    // The users policy always lets a user read their own row (the profile shown while impersonating).
    expect(seen.users.filter((u) => u.id !== admin.id).map((u) => u.id)).toEqual(bUsers);
    expect(seen.users.every((u) => u.company_id === b.id || u.id === admin.id)).toBe(true);
    const sessions = await withTenant(t.db, { userId: admin.id, companyId: b.id, role: 'gears_admin', isImpersonating: true }, (tx) =>
      tx.query('select * from sessions'),
    );
    expect(sessions).toEqual([]);
  });
});
