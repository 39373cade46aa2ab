-- Ship-to on sales orders and packing slips (issue 13.5): a client company keeps its shipping address in its
-- settings; an order may name another address for that order only (null = the company's address when printed).
-- Free text of up to 6 lines, so any country's address format fits. No new table: RLS and policies are unchanged
-- (a company row is updated by its own users or a provider admin; sales orders by the provider, ADR 0001).
alter table companies add column shipping_address text
  check (shipping_address is null or (length(shipping_address) between 1 and 500 and array_length(string_to_array(shipping_address, E'\n'), 1) <= 6));
alter table sales_orders add column ship_to_address text
  check (ship_to_address is null or (length(ship_to_address) between 1 and 500 and array_length(string_to_array(ship_to_address, E'\n'), 1) <= 6));

grant update (shipping_address) on companies to app_user;
grant update (ship_to_address) on sales_orders to app_user;
