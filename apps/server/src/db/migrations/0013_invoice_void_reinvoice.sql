-- A voided invoice frees its quote request to be invoiced again (ADR 0005): the request may then hold several
-- orders and invoices over time — the void ones and their cancelled orders stay on record (DESIGN §6) — but never
-- more than one invoice that is not void. That replaces the one-order-and-one-invoice-per-request constraints.
alter table sales_orders drop constraint sales_orders_quote_request_id_key;
alter table invoices drop constraint invoices_quote_request_id_key;

create unique index invoices_one_live_per_quote_idx on invoices (quote_request_id) where status <> 'void';
create index invoices_quote_request_idx on invoices (quote_request_id, created_at desc);
create index sales_orders_quote_request_idx on sales_orders (quote_request_id, created_at desc);
