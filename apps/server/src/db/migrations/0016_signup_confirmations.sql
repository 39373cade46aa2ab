-- Self-service sign-up confirms the address before anything is created (issue 12 item 7): the form's answer is the
-- same whether or not the address has an account, so it cannot say "created, you are signed in". A new address gets
-- a link that creates the company, its client_admin and the trial; the owner of an address that has an account gets
-- an email saying someone tried. Until the link is used the request waits here, its password already hashed.
-- Pre-tenant (DESIGN §4 allow-list): app_user has no rights on the table, only the two definer functions below.

create table signup_confirmations (
  token_hash text primary key,
  email text not null check (char_length(email) <= 254),
  name text not null check (char_length(name) <= 200),
  company_name text not null check (char_length(company_name) <= 200),
  tier text not null check (tier in ('basic', 'professional')),
  password_hash text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index signup_confirmations_expires_idx on signup_confirmations (expires_at);

alter table signup_confirmations enable row level security;
alter table signup_confirmations force row level security;
create policy owner_all on signup_confirmations to current_user using (true) with check (true);

-- The form: 'company_taken' (refused, whoever asks), 'account_exists' (nothing stored; the caller emails the owner)
-- or 'pending' (stored; the caller emails the link). The company name is checked first so that answer cannot
-- depend on the address.
create or replace function billing_signup_request(
  p_token_hash text, p_email text, p_name text, p_company_name text, p_tier text, p_password_hash text, p_expires_at timestamptz
)
returns text
language plpgsql volatile security definer set search_path = public as $$
begin
  if p_tier not in ('basic', 'professional') then
    raise exception 'billing_signup_request: plan % is not self-service', p_tier using errcode = '22023';
  end if;
  delete from signup_confirmations where expires_at < now();
  if exists (select 1 from companies c where lower(c.name) = lower(p_company_name)) then
    return 'company_taken';
  end if;
  if exists (select 1 from users u where lower(u.email) = lower(p_email)) then
    return 'account_exists';
  end if;
  insert into signup_confirmations (token_hash, email, name, company_name, tier, password_hash, expires_at)
    values (p_token_hash, lower(p_email), p_name, p_company_name, p_tier, p_password_hash, p_expires_at);
  return 'pending';
end
$$;

-- The link: creates what billing_signup creates, once. 'invalid' for an unknown, used or expired token; otherwise
-- billing_signup's outcome ('created', or 'email_taken' / 'company_taken' when someone got there first). The
-- request is used up whatever the outcome: a refused one could never succeed later.
create or replace function billing_signup_confirm(p_token_hash text, p_trial_end timestamptz, p_founders_cap integer)
returns table (
  outcome text, company_id uuid, user_id uuid, founders_pricing boolean, email text, name text, company_name text, tier text
)
language plpgsql volatile security definer set search_path = public as $$
declare
  r signup_confirmations%rowtype;
  s record;
begin
  delete from signup_confirmations c where c.token_hash = p_token_hash returning c.* into r;
  if r.token_hash is null or r.expires_at <= now() then
    return query select 'invalid'::text, null::uuid, null::uuid, false, null::text, null::text, null::text, null::text;
    return;
  end if;
  select b.outcome, b.company_id, b.user_id, b.founders_pricing into s
    from billing_signup(r.company_name, r.email, r.name, r.password_hash, r.tier, p_trial_end, p_founders_cap) b;
  return query select s.outcome, s.company_id, s.user_id, s.founders_pricing, r.email, r.name, r.company_name, r.tier;
end
$$;

revoke all on function billing_signup_request(text, text, text, text, text, text, timestamptz),
  billing_signup_confirm(text, timestamptz, integer) from public;
grant execute on function billing_signup_request(text, text, text, text, text, text, timestamptz),
  billing_signup_confirm(text, timestamptz, integer) to app_user;
