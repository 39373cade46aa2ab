import type { QuoteStatus } from '@gears/domain';
import type { Sql } from '../../db/database.ts';

/** The ledger's reads and writes on quote requests (tables of migration 0006, owned by modules/quotes). */

/** tax_rate: the rate the quote showed (its own, else the provider's default it would have been sent with). */
export type LockedQuote = {
  id: string;
  company_id: string;
  status: QuoteStatus;
  title: string;
  total_client_cost: number;
  tax_rate: number;
};

export async function lockQuoteForLedger(tx: Sql, id: string, companyId: string | null): Promise<LockedQuote | null> {
  const rows = await tx.query<LockedQuote>(
    `select id, company_id, status, title, total_client_cost::float8 as total_client_cost,
            coalesce(tax_rate, provider_default_tax_rate())::float8 as tax_rate from quote_requests
      where id = $1 and ($2::uuid is null or company_id = $2) for update`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** The items as the client sees them: name, description, SKU, quantity and client price — never the vendor price. */
export type ClientItemRow = { item_name: string; description: string | null; sku: string | null; quantity: number; client_price: number };

export async function clientItems(tx: Sql, quoteId: string, companyId: string): Promise<ClientItemRow[]> {
  return tx.query<ClientItemRow>(
    `select item_name, description, sku, quantity::float8 as quantity, client_price::float8 as client_price
       from quote_items where quote_request_id = $1 and company_id = $2 order by created_at, id`,
    [quoteId, companyId],
  );
}

/** null: the request has nothing to pay (its invoice was voided), so the Payment Due banner goes. */
export async function setPaymentLink(tx: Sql, id: string, companyId: string, link: string | null): Promise<void> {
  await tx.query('update quote_requests set payment_link = $3, updated_at = now() where id = $1 and company_id = $2', [
    id,
    companyId,
    link,
  ]);
}
