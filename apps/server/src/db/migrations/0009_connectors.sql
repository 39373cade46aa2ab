-- The optional accounting/CRM connector (DESIGN §5, issue 5 item 9): our ledger stays the system of record; a
-- connected Zoho Books/CRM organisation receives copies of estimates, invoices and leads.
-- Tenancy (ADR 0001): these are the provider's own records, not a client tenant's. Only a provider admin who is not
-- impersonating reads or writes them (app_is_admin()); every other context sees no row. RLS enabled and forced.
-- Which quote went where lives on the quote itself (quote_requests.external_ref, sync_error — migration 0006).

-- One row per provider while connected. The tokens are AES-256-GCM ciphertext under a key derived from the OAuth
-- client secret (modules/connectors/token-crypto.ts), so a database dump alone does not grant API access; no route
-- ever returns them.
create table connector_connections (
  provider text primary key check (provider in ('zoho')),
  refresh_token_enc text,
  access_token_enc text,
  access_token_expires_at timestamptz,
  -- From ZOHO_ORGANIZATION_ID, or the organisation Zoho reported as the default at connection time (DESIGN §6:
  -- configuration or data, never a constant).
  organization_id text check (char_length(organization_id) <= 40),
  scope text,
  connected_by uuid references users (id) on delete set null,
  connected_at timestamptz,
  last_sync_at timestamptz,
  last_error text check (char_length(last_error) <= 1000),
  last_error_at timestamptz,
  updated_at timestamptz not null default now()
);

-- OAuth 'state' values handed to Zoho's consent screen: single use, short-lived, bound to the admin's session so a
-- callback carrying someone else's code (login CSRF) is refused. Stored hashed.
create table connector_oauth_states (
  state_hash text primary key,
  provider text not null check (provider in ('zoho')),
  session_id uuid not null references sessions (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index connector_oauth_states_expires_idx on connector_oauth_states (expires_at);

-- Our record ↔ the provider's record, for records that have no column of their own: a client company's customer
-- contact in Zoho Books, a lead's CRM lead. A failed push keeps its error and attempt count for the next pass.
create table connector_links (
  provider text not null check (provider in ('zoho')),
  entity_type text not null check (entity_type in ('company', 'lead')),
  entity_id uuid not null,
  external_id text check (char_length(external_id) <= 100),
  status text not null check (status in ('synced', 'failed', 'skipped')),
  error text check (char_length(error) <= 1000),
  attempts integer not null default 0 check (attempts >= 0),
  synced_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (provider, entity_type, entity_id),
  check ((status = 'synced') = (external_id is not null))
);
create index connector_links_status_idx on connector_links (provider, entity_type, status);

alter table connector_connections enable row level security;
alter table connector_connections force row level security;
alter table connector_oauth_states enable row level security;
alter table connector_oauth_states force row level security;
alter table connector_links enable row level security;
alter table connector_links force row level security;

create policy owner_all on connector_connections to current_user using (true) with check (true);
create policy owner_all on connector_oauth_states to current_user using (true) with check (true);
create policy owner_all on connector_links to current_user using (true) with check (true);

create policy admin_all on connector_connections to app_user using (app_is_admin()) with check (app_is_admin());
create policy admin_all on connector_oauth_states to app_user using (app_is_admin()) with check (app_is_admin());
create policy admin_all on connector_links to app_user using (app_is_admin()) with check (app_is_admin());

grant select, insert, delete on connector_connections, connector_oauth_states, connector_links to app_user;
grant update (refresh_token_enc, access_token_enc, access_token_expires_at, organization_id, scope, connected_by, connected_at,
  last_sync_at, last_error, last_error_at, updated_at) on connector_connections to app_user;
grant update (external_id, status, error, attempts, synced_at, updated_at) on connector_links to app_user;
