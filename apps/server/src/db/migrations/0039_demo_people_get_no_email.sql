-- Demo people (is_demo, ADR 0016) have no real mailboxes: notify() keeps their bell notices but sends them no email.
-- The provider's staff are read through this function (0037), so it now says which of them are demo people too.
drop function provider_staff_for_notice(text);
create function provider_staff_for_notice(p_kind text)
returns table (id uuid, email text, name text, role text, channel text, is_demo boolean)
language sql stable security definer set search_path = public as $$
  select u.id, u.email::text, u.name, u.role, p.channel, u.is_demo
    from users u join companies c on c.id = u.company_id
    left join notification_preferences p on p.user_id = u.id and p.kind = p_kind
   where u.role = 'gears_admin' and u.disabled_at is null and c.is_provider
   order by u.name, u.id
$$;
revoke all on function provider_staff_for_notice(text) from public;
grant execute on function provider_staff_for_notice(text) to app_user;
