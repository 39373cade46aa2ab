import type { Sql } from '../../db/database.ts';
import type { ItemRow } from './quotes.repo.ts';

export type NewItem = {
  companyId: string;
  quoteId: string;
  itemName: string;
  description: string | null;
  sku: string | null;
  partId: string | null;
  quantity: number;
  vendorPrice: number;
  markupPercentage: number;
  clientPrice: number;
  isPriced: boolean;
  attachmentUrl: string | null;
  itemCode: string | null;
  createdBy: string;
};

export async function insertItem(tx: Sql, i: NewItem): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into quote_items (company_id, quote_request_id, item_name, description, sku, part_id, quantity, vendor_price,
       markup_percentage, client_price, priced_at, attachment_url, item_code, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, case when $11::boolean then now() end, $12, $13, $14) returning id`,
    [
      i.companyId,
      i.quoteId,
      i.itemName,
      i.description,
      i.sku,
      i.partId,
      i.quantity,
      i.vendorPrice,
      i.markupPercentage,
      i.clientPrice,
      i.isPriced,
      i.attachmentUrl,
      i.itemCode,
      i.createdBy,
    ],
  );
  return rows[0]!.id;
}

export async function findItem(tx: Sql, quoteId: string, itemId: string, companyId: string): Promise<ItemRow | null> {
  const rows = await tx.query<ItemRow>(
    `select id, item_name, description, sku, part_id, quantity, vendor_price, markup_percentage, client_price, priced_at,
            attachment_url, item_code, created_at
       from quote_items where id = $1 and quote_request_id = $2 and company_id = $3`,
    [itemId, quoteId, companyId],
  );
  return rows[0] ?? null;
}

export type ItemPatch = {
  itemName?: string;
  description?: string | null;
  sku?: string | null;
  partId?: string | null;
  quantity?: number;
  vendorPrice?: number;
  markupPercentage?: number;
  clientPrice?: number;
  isPriced?: boolean;
  attachmentUrl?: string | null;
  itemCode?: string | null;
};

const columns: Record<Exclude<keyof ItemPatch, 'isPriced'>, string> = {
  itemName: 'item_name',
  description: 'description',
  sku: 'sku',
  partId: 'part_id',
  quantity: 'quantity',
  vendorPrice: 'vendor_price',
  markupPercentage: 'markup_percentage',
  clientPrice: 'client_price',
  attachmentUrl: 'attachment_url',
  itemCode: 'item_code',
};

export async function updateItem(tx: Sql, itemId: string, companyId: string, patch: ItemPatch): Promise<void> {
  const sets: string[] = ['updated_at = now()'];
  const values: unknown[] = [itemId, companyId];
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (key === 'isPriced') {
      if (value) sets.push('priced_at = now()');
      continue;
    }
    values.push(value);
    sets.push(`${columns[key as keyof typeof columns]} = $${values.length}`);
  }
  await tx.query(`update quote_items set ${sets.join(', ')} where id = $1 and company_id = $2`, values);
}

export async function deleteItem(tx: Sql, itemId: string, companyId: string): Promise<void> {
  await tx.query('delete from quote_items where id = $1 and company_id = $2', [itemId, companyId]);
}

export async function itemPrices(
  tx: Sql,
  quoteId: string,
  companyId: string,
): Promise<{ vendor_price: string; client_price: string; quantity: string }[]> {
  return tx.query(
    `select vendor_price::text as vendor_price, client_price::text as client_price, quantity::text as quantity
       from quote_items where quote_request_id = $1 and company_id = $2`,
    [quoteId, companyId],
  );
}

export async function partOfCompany(tx: Sql, id: string, companyId: string): Promise<boolean> {
  const rows = await tx.query<{ id: string }>('select id from equipment_parts where id = $1 and company_id = $2', [id, companyId]);
  return rows.length > 0;
}
