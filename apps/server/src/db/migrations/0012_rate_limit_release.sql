-- Sign-in limits count failures only (platform/rate-limit.ts): an attempt takes a hit before the password is
-- checked, so a burst of parallel guesses cannot slip past the limit, and a success gives its hits back —
-- the account's bucket is cleared, the address's hit is returned. Same allow-list shape as rate_limit_hit
-- (ADR 0001): app_user cannot read or write rate_limit_hits itself.

-- Returns one hit to the bucket's current window (never below zero).
create or replace function rate_limit_release(p_bucket text, p_window_seconds integer)
returns void
language sql security definer set search_path = public as $$
  update rate_limit_hits set hits = hits - 1
   where bucket = p_bucket
     and window_start = to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds)
     and hits > 0
$$;

-- Forgets every hit of a bucket.
create or replace function rate_limit_clear(p_bucket text)
returns void
language sql security definer set search_path = public as $$
  delete from rate_limit_hits where bucket = p_bucket
$$;

revoke all on function rate_limit_release(text, integer), rate_limit_clear(text) from public;
grant execute on function rate_limit_release(text, integer), rate_limit_clear(text) to app_user;
