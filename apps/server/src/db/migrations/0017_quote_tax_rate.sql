-- The tax rate is chosen before a quote is sent and the invoice repeats it (issue 13 item 2, spec 03 §5).
-- The provider's default rate lives on the provider's own company row; a quote takes it when first sent unless a
-- provider admin chose another. Percent with up to 3 decimals (8.25, 8.875), 0–100, like invoices.tax_rate.
alter table companies add column default_tax_rate numeric(6, 3) not null default 0
  check (default_tax_rate >= 0 and default_tax_rate <= 100);
grant update (default_tax_rate) on companies to app_user;

-- null until chosen: the provider's default applies, and is written here when the quote is sent. A quote sent before
-- this column existed showed no tax ('Tax $0.00'), so it keeps 0.
alter table quote_requests add column tax_rate numeric(6, 3) check (tax_rate >= 0 and tax_rate <= 100);
update quote_requests set tax_rate = 0 where quote_number is not null;
grant update (tax_rate) on quote_requests to app_user;

-- The rate the client accepted on the quote, kept beside the invoice's own rate so a change can be shown before
-- paying. null: the invoice predates this column and no quote rate was recorded.
alter table invoices add column quote_tax_rate numeric(6, 3) check (quote_tax_rate >= 0 and quote_tax_rate <= 100);

-- Any caller (a client's view of a quote, a provider admin impersonating) reads the provider's default, which the
-- companies RLS would hide from them; the rate is not a secret, nothing else of the row is returned.
create or replace function provider_default_tax_rate() returns numeric
  language sql stable security definer set search_path = public as $$
    select coalesce((select default_tax_rate from companies where is_provider limit 1), 0)
  $$;
revoke all on function provider_default_tax_rate() from public;
grant execute on function provider_default_tax_rate() to app_user;
