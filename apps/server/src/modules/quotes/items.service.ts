import {
  areQuoteItemsLocked,
  clientPriceOf,
  defaultMarkupPercentage,
  quoteMessages as m,
  quoteStatusLabel,
  quoteTotalsOf,
  type AddQuoteItemInput,
  type QuoteItemResult,
  type QuoteStatus,
  type UpdateQuoteItemInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { requireProviderAdmin } from './quotes.context.ts';
import { clientMayEdit } from './quotes.mapper.ts';
import * as itemsRepo from './items.repo.ts';
import * as repo from './quotes.repo.ts';
import { lockQuote, quoteView } from './quotes.service.ts';
import type { Scope } from '../../platform/scope.ts';

/** spec 03 §4 item edits: locked from accepted on; clients change items only until the quote is sent to them. */
function requireEditable(actor: Scope, status: QuoteStatus): void {
  if (areQuoteItemsLocked(status)) {
    throw new AppError('CONFLICT', m.itemsLocked(quoteStatusLabel(status, actor.isProviderAdmin ? 'admin' : 'client')));
  }
  if (!actor.isProviderAdmin && !clientMayEdit(status)) throw new AppError('CONFLICT', m.clientItemsAfterSend);
}

async function requirePart(tx: Sql, companyId: string, partId: string | null | undefined): Promise<void> {
  if (partId && !(await itemsRepo.partOfCompany(tx, partId, companyId))) throw notFound(m.partNotFound);
}

/** Keeps the request's totals equal to the sums over its items (pricing.rules.ts), in the same transaction. */
export async function recomputeQuoteTotals(tx: Sql, quoteId: string, companyId: string): Promise<void> {
  const prices = await itemsRepo.itemPrices(tx, quoteId, companyId);
  const totals = quoteTotalsOf(
    prices.map((p) => ({ vendorPrice: Number(p.vendor_price), clientPrice: Number(p.client_price), quantity: Number(p.quantity) })),
  );
  await repo.updateQuote(tx, quoteId, companyId, totals);
}

export type ItemResult = QuoteItemResult;

/**
 * spec 03 §5: adds an item. A provider admin (not impersonating) prices it; for everyone else vendor price 0 and
 * markup 300 are forced and the item waits for the provider's price.
 */
export async function addQuoteItem(tx: Sql, actor: Scope, quoteId: string, input: AddQuoteItemInput): Promise<ItemResult> {
  const quote = await lockQuote(tx, actor, quoteId);
  requireEditable(actor, quote.status);
  await requirePart(tx, quote.company_id, input.partId);
  const isPricing = actor.isProviderAdmin && input.vendorPrice !== undefined;
  const vendorPrice = actor.isProviderAdmin ? (input.vendorPrice ?? 0) : 0;
  const markupPercentage = actor.isProviderAdmin ? (input.markupPercentage ?? defaultMarkupPercentage) : defaultMarkupPercentage;
  const itemId = await itemsRepo.insertItem(tx, {
    companyId: quote.company_id,
    quoteId: quote.id,
    itemName: input.itemName,
    description: input.description,
    sku: input.sku,
    partId: input.partId,
    quantity: input.quantity,
    vendorPrice,
    markupPercentage,
    clientPrice: clientPriceOf(vendorPrice, markupPercentage),
    isPriced: isPricing,
    attachmentUrl: input.attachmentUrl,
    itemCode: input.itemCode,
    createdBy: actor.actorId,
  });
  await recomputeQuoteTotals(tx, quote.id, quote.company_id);
  return { quote: await quoteView(tx, actor, quoteId), itemId, message: m.itemAdded(input.itemName) };
}

/** Admin: edits an item and its price; the client price is recomputed from the vendor price and markup. */
export async function updateQuoteItem(
  tx: Sql,
  actor: Scope,
  quoteId: string,
  itemId: string,
  patch: UpdateQuoteItemInput,
): Promise<ItemResult> {
  const quote = await lockQuote(tx, actor, quoteId);
  const item = await itemsRepo.findItem(tx, quote.id, itemId, quote.company_id);
  if (!item) throw notFound(m.itemNotFound);
  requireProviderAdmin(actor);
  requireEditable(actor, quote.status);
  await requirePart(tx, quote.company_id, patch.partId);
  const vendorPrice = patch.vendorPrice ?? Number(item.vendor_price);
  const markupPercentage = patch.markupPercentage ?? Number(item.markup_percentage);
  await itemsRepo.updateItem(tx, item.id, quote.company_id, {
    ...patch,
    clientPrice: clientPriceOf(vendorPrice, markupPercentage),
    isPriced: patch.vendorPrice !== undefined,
  });
  await recomputeQuoteTotals(tx, quote.id, quote.company_id);
  return { quote: await quoteView(tx, actor, quoteId), itemId: item.id, message: 'Item Updated' };
}

/** Deletes an item (admins while not locked; clients until the quote is sent to them). */
export async function deleteQuoteItem(tx: Sql, actor: Scope, quoteId: string, itemId: string): Promise<ItemResult> {
  const quote = await lockQuote(tx, actor, quoteId);
  const item = await itemsRepo.findItem(tx, quote.id, itemId, quote.company_id);
  if (!item) throw notFound(m.itemNotFound);
  requireEditable(actor, quote.status);
  await itemsRepo.deleteItem(tx, item.id, quote.company_id);
  await recomputeQuoteTotals(tx, quote.id, quote.company_id);
  return { quote: await quoteView(tx, actor, quoteId), itemId: item.id, message: m.itemDeleted };
}
