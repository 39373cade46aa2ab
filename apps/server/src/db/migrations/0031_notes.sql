-- Notes with photo and document attachments and an accepted image analysis (issue 18 item 1; spec 02 §3 notes_v2 and
-- "AI image analysis result", §5 Notes, §6). Tenancy as in 0023 (ADR 0001): company_id on every row, indexes leading
-- with it, RLS enabled and forced, policies with USING and WITH CHECK, column-level UPDATE grants.
--
-- The own-notes rule lives in the policy as well as in the services (DESIGN §4 "Notes: own notes only, except
-- admins"): a client admin and provider staff (also while impersonating: app.role is then gears_admin) see every note
-- of the company they work in; anyone else only the notes they wrote. packages/domain notes/note.rules.ts canSeeNote
-- and the permission 'notes.manageAll' say the same.
create or replace function app_sees_all_notes() returns boolean
  language sql stable as $$
    select coalesce(current_setting('app.role', true), '') in ('client_admin', 'gears_admin')
  $$;

-- spec 02 §3 notes_v2. user_id is created_by here (the word the other tables use); a note made while impersonating
-- has the client's company_id and the provider admin as its author (spec 02 §6). reference_id is the record of the
-- note's type (quote request, maintenance task, sales order, machine), checked by the service to be the company's;
-- equipment_id is the machine the note is about (a composite key: never another company's machine).
create table notes_v2 (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  created_by uuid references users (id) on delete set null,
  note_type text not null default 'general' check (note_type in ('general', 'quote', 'maintenance', 'order', 'equipment')),
  reference_id uuid,
  equipment_id uuid,
  title text check (length(title) between 1 and 200),
  content text not null check (length(content) between 1 and 5000),
  -- The analysis the person accepted in the review dialog (null for a note without one).
  category text check (category in ('repair', 'maintenance', 'inspection', 'parts', 'safety', 'general')),
  priority text check (priority in ('High', 'Medium', 'Low')),
  tags text[] not null default '{}' check (cardinality(tags) <= 10),
  follow_up_actions text[] not null default '{}' check (cardinality(follow_up_actions) <= 10),
  extracted_text text check (length(extracted_text) <= 20000),
  analysis_confidence numeric(3, 2) check (analysis_confidence between 0 and 1),
  analysis_source text check (analysis_source in ('local', 'model')),
  -- The quote request the note became (Convert to quote request); kept when the request is archived.
  quote_request_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint notes_v2_id_company_key unique (id, company_id),
  foreign key (equipment_id, company_id) references equipment (id, company_id) on delete set null (equipment_id),
  foreign key (quote_request_id, company_id) references quote_requests (id, company_id) on delete set null (quote_request_id),
  check (note_type <> 'general' or reference_id is null),
  check ((category is null) = (priority is null) and (category is null) = (analysis_source is null))
);
create index notes_v2_company_created_idx on notes_v2 (company_id, created_at desc, id desc);
create index notes_v2_company_author_idx on notes_v2 (company_id, created_by, created_at desc);
create index notes_v2_company_equipment_idx on notes_v2 (company_id, equipment_id) where equipment_id is not null;
-- The notes list's search and global search (ADR 0012): one trigram index on title and content.
create index notes_v2_search_trgm on notes_v2 using gin (company_id, (coalesce(title, '') || ' ' || content) gin_trgm_ops);

-- Photos and documents kept with a note, stored under server-made keys (platform/files.ts).
create table note_attachments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  note_id uuid not null,
  kind text not null check (kind in ('photo', 'document')),
  file_key text not null,
  file_name text not null check (length(file_name) between 1 and 255),
  content_type text not null,
  byte_size integer not null check (byte_size > 0),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (note_id, company_id) references notes_v2 (id, company_id) on delete cascade
);
create index note_attachments_company_note_idx on note_attachments (company_id, note_id, created_at);

alter table notes_v2 enable row level security;
alter table notes_v2 force row level security;
alter table note_attachments enable row level security;
alter table note_attachments force row level security;

create policy owner_all on notes_v2 to current_user using (true) with check (true);
create policy owner_all on note_attachments to current_user using (true) with check (true);

create policy tenant_all on notes_v2 to app_user
  using (app_is_admin() or (company_id = app_company_id() and (app_sees_all_notes() or created_by = app_user_id())))
  with check (app_is_admin() or (company_id = app_company_id() and (app_sees_all_notes() or created_by = app_user_id())));
-- An attachment is seen with its note: the subquery reads notes_v2 under its own policy.
create policy tenant_all on note_attachments to app_user
  using (app_is_admin() or (company_id = app_company_id() and exists (select 1 from notes_v2 n where n.id = note_id)))
  with check (app_is_admin() or (company_id = app_company_id() and exists (select 1 from notes_v2 n where n.id = note_id)));

grant select, insert, delete on notes_v2 to app_user;
grant update (note_type, reference_id, equipment_id, title, content, category, priority, tags, follow_up_actions,
  extracted_text, analysis_confidence, analysis_source, quote_request_id, updated_at) on notes_v2 to app_user;
grant select, insert, delete on note_attachments to app_user;

-- Global search (ADR 0012): ranked like the kinds of 0021, and the own-notes rule applied here too, since the lookup
-- runs as the owner and RLS does not (search_hits' p_live is a constant expression, so it may name these functions).
create or replace function search_note_hits(p_company uuid, p_term text, p_limit integer, p_cap integer)
returns table (id uuid, rank integer, total integer)
language sql stable security definer set search_path = public as $$
  select * from search_hits('notes_v2', 'null::text',
    $e$(coalesce(t.title, '') || ' ' || t.content)$e$,
    '(app_sees_all_notes() or t.created_by = app_user_id())', p_company, p_term, p_limit, p_cap)
$$;
revoke all on function search_note_hits(uuid, text, integer, integer) from public;
grant execute on function search_note_hits(uuid, text, integer, integer) to app_user;
