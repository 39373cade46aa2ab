import {
  canClientRespond,
  canTransition,
  formatQuoteNumber,
  noticeTexts,
  quoteExpiryDate,
  quoteMessages as m,
  quoteStatusLabel,
  quoteStatusPath,
  type ChangeQuoteStatusInput,
  type QuoteRequestView,
  type QuoteStatus,
  type QuoteTransitionCause,
  type SendQuoteResult,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { enqueueEmail } from '../../platform/mail.ts';
import { AppError } from '../../platform/errors.ts';
import { notify } from '../notifications/index.ts';
import { requireProviderAdmin, todayUtc } from './quotes.context.ts';
import { quoteAcceptedEmail, quoteReadyEmail } from './quotes.emails.ts';
import { canRespondRole, toAdminQuote } from './quotes.mapper.ts';
import * as repo from './quotes.repo.ts';
import { lockQuote, quoteView, requireQuote } from './quotes.service.ts';
import type { Scope } from '../../platform/scope.ts';

const illegal = (from: QuoteStatus, to: QuoteStatus) =>
  new AppError('CONFLICT', m.statusChange(quoteStatusLabel(from, 'admin'), quoteStatusLabel(to, 'admin')), { details: { from, to } });

/** Facts written together with a status (response dates, the quote number …); allow-listed columns only. */
export type StatusPatch = Omit<repo.QuotePatch, 'status'>;

/**
 * Moves a request one legal step (spec 03 §4) and records it in quote_status_events, in the caller's transaction.
 * For other modules too (the ledger moves accepted → sent_to_books → invoiced → payment_due → paid); the caller
 * must hold the row (lockQuote) and has checked who may do it. actorId is null for system events (a webhook).
 */
export async function transitionQuote(
  tx: Sql,
  t: {
    quoteId: string;
    companyId: string;
    from: QuoteStatus;
    to: QuoteStatus;
    actorId: string | null;
    note?: string | null;
    patch?: StatusPatch;
    /** 'invoice_void': the ledger's void, the only way back from invoiced or payment_due to accepted (ADR 0005). */
    cause?: QuoteTransitionCause;
  },
): Promise<void> {
  if (!canTransition(t.from, t.to, t.cause)) throw illegal(t.from, t.to);
  await repo.updateQuote(tx, t.quoteId, t.companyId, { ...t.patch, status: t.to });
  await repo.insertStatusEvent(tx, {
    companyId: t.companyId,
    quoteId: t.quoteId,
    from: t.from,
    to: t.to,
    actorId: t.actorId,
    note: t.note ?? null,
  });
}

/** Several legal steps in a row (quoteStatusPath), each recorded; 409 when the target cannot be reached. */
export async function moveQuoteThrough(
  tx: Sql,
  t: {
    quoteId: string;
    companyId: string;
    from: QuoteStatus;
    to: QuoteStatus;
    actorId: string | null;
    note?: string | null;
    patch?: StatusPatch;
  },
): Promise<void> {
  const path = quoteStatusPath(t.from, t.to);
  if (!path || path.length === 0) throw illegal(t.from, t.to);
  let at = t.from;
  for (const step of path) {
    const last = step === t.to;
    await transitionQuote(tx, { ...t, from: at, to: step, note: last ? t.note : null, patch: last ? t.patch : undefined });
    at = step;
  }
}

/** Admin workflow: one step of the spec's table; illegal → 409. vendor_responded records the vendor response date. */
export async function changeQuoteStatus(tx: Sql, actor: Scope, id: string, input: ChangeQuoteStatusInput): Promise<QuoteRequestView> {
  const row = await lockQuote(tx, actor, id);
  requireProviderAdmin(actor);
  if (input.status === 'sent_to_client') {
    throw new AppError('CONFLICT', 'Use send to client: it checks the prices, numbers the quote and notifies the contact.');
  }
  const patch: StatusPatch = {};
  if (input.status === 'vendor_responded') patch.vendorResponseDate = new Date().toISOString();
  if (input.status === 'accepted') patch.clientResponseDate = new Date().toISOString();
  await transitionQuote(tx, {
    quoteId: row.id,
    companyId: row.company_id,
    from: row.status,
    to: input.status,
    actorId: actor.actorId,
    note: input.note,
    patch,
  });
  return quoteView(tx, actor, id);
}

/**
 * Send to client (admin): at least one item and every item priced; numbers the quote (QT-…) and dates it (expiry =
 * quote date + 30 days unless given); moves to sent_to_client through the legal intermediate steps, each recorded;
 * emails the contact 'quote_ready' with client prices only. No contact email is a warning, not a failure.
 */
export async function sendQuoteToClient(
  tx: Sql,
  actor: Scope,
  id: string,
  opts: { expiryDate?: string; taxRate?: number; publicUrl: string; /** false only for demo data */ notify?: boolean },
): Promise<SendQuoteResult> {
  const locked = await lockQuote(tx, actor, id);
  requireProviderAdmin(actor);
  const row = await requireQuote(tx, actor, id);
  if (locked.status !== 'sent_to_client' && !quoteStatusPath(locked.status, 'sent_to_client')) {
    throw new AppError('CONFLICT', m.cannotSendFrom(quoteStatusLabel(locked.status, 'admin')));
  }
  if (row.item_count === 0) throw new AppError('CONFLICT', m.noItems);
  const items = typeof row.items === 'string' ? (JSON.parse(row.items) as repo.ItemRow[]) : row.items;
  const unpriced = items.filter((i) => i.priced_at === null).map((i) => i.item_name);
  if (unpriced.length > 0) throw new AppError('CONFLICT', m.unpricedItems(unpriced.join(', ')));

  const today = todayUtc();
  const quoteDate = row.quote_date ?? today;
  const expiryDate = opts.expiryDate ?? row.expiry_date ?? quoteExpiryDate(quoteDate, null);
  if (expiryDate < quoteDate) throw new AppError('VALIDATION', 'The expiry date cannot be before the quote date');
  const quoteNumber = row.quote_number ?? formatQuoteNumber(await repo.nextQuoteNumber(tx));
  // The flag records that the client was emailed: only set when an email goes out; a re-send without one keeps an earlier notification.
  const emailing = opts.notify !== false && Boolean(row.contact_email);
  // The rate is fixed on the quote when sent (the provider's default unless chosen), so what the client accepts is what
  // the invoice repeats (issue 13 item 2).
  const taxRate = opts.taxRate ?? Number(row.effective_tax_rate);
  const patch: StatusPatch = { quoteNumber, quoteDate, expiryDate, taxRate, ...(emailing ? { clientNotificationSent: true } : {}) };
  if (locked.status === 'sent_to_client') {
    // Sending again (e.g. after a price change) re-notifies without a status change.
    await repo.updateQuote(tx, row.id, row.company_id, patch);
  } else {
    if (locked.status !== 'vendor_responded' && !row.vendor_response_date) patch.vendorResponseDate = new Date().toISOString();
    await moveQuoteThrough(tx, {
      quoteId: row.id,
      companyId: row.company_id,
      from: locked.status,
      to: 'sent_to_client',
      actorId: actor.actorId,
      patch,
    });
  }

  let warning: string | null = null;
  let emailSent = false;
  if (opts.notify === false) {
    // Demo data: no email.
  } else if (emailing && row.contact_email) {
    emailSent = true;
    await enqueueEmail(
      tx,
      quoteReadyEmail(
        row.contact_email,
        {
          title: row.title,
          quoteNumber,
          companyName: row.company_name ?? 'Unknown Company',
          contactName: row.contact_name,
          expiryDate,
          totalClientCost: Number(row.total_client_cost),
          taxRate,
          items: items.map((i) => ({ itemName: i.item_name, quantity: Number(i.quantity), clientPrice: Number(i.client_price) })),
        },
        opts.publicUrl,
      ),
    );
  } else {
    warning = m.noContactEmail;
  }
  if (opts.notify !== false) {
    // Whoever may accept it hears in the bell (issue 17 item 4); the contact's email above is the spec's own.
    await notify(tx, {
      kind: 'quote_ready',
      type: 'success',
      companyId: row.company_id,
      to: { can: 'quotes.respond' },
      ...noticeTexts.quoteReady({ quoteNumber, title: row.title, total: Number(row.total_client_cost) }),
      link: `/dashboard/quotes?quote=${row.id}`,
    });
  }
  const fresh = await requireQuote(tx, actor, id);
  return { quote: toAdminQuote(fresh, today, await repo.listStatusEvents(tx, fresh.id, fresh.company_id)), emailSent, warning };
}

function requireResponder(actor: Scope): void {
  if (!canRespondRole(actor)) throw new AppError('FORBIDDEN', m.respondRoles);
}

/** Client accept (spec 03 §4, §6): client admin or manager, only in sent_to_client; notifies the provider's admins. */
export async function acceptQuote(tx: Sql, actor: Scope, id: string, note: string | null, publicUrl: string): Promise<QuoteRequestView> {
  const locked = await lockQuote(tx, actor, id);
  requireResponder(actor);
  if (!canClientRespond(locked.status)) throw new AppError('CONFLICT', m.respondOnlySent, { details: { status: locked.status } });
  await transitionQuote(tx, {
    quoteId: locked.id,
    companyId: locked.company_id,
    from: locked.status,
    to: 'accepted',
    actorId: actor.actorId,
    note,
    patch: { clientResponseDate: new Date().toISOString() },
  });
  const row = await requireQuote(tx, actor, id);
  const who = await repo.userNameAndEmail(tx, actor.actorId);
  const companyName = row.company_name ?? 'Unknown Company';
  const total = Number(row.total_client_cost);
  await notify(tx, {
    kind: 'quote_accepted',
    type: 'success',
    companyId: row.company_id,
    to: 'provider-staff',
    ...noticeTexts.quoteAccepted({ companyName, quoteNumber: row.quote_number, title: row.title, total }),
    link: `/dashboard/quotes?quote=${row.id}`,
    email: () =>
      quoteAcceptedEmail(
        {
          number: Number(row.number),
          title: row.title,
          urgency: row.urgency,
          companyName,
          quoteNumber: row.quote_number,
          totalClientCost: total,
          acceptedBy: who ? `${who.name} <${who.email}>` : 'a client user',
        },
        publicUrl,
      ),
  });
  return quoteView(tx, actor, id);
}

/** Client decline (spec 03 §4): sets cancelled; only in sent_to_client. */
export async function declineQuote(tx: Sql, actor: Scope, id: string, note: string | null): Promise<QuoteRequestView> {
  const locked = await lockQuote(tx, actor, id);
  requireResponder(actor);
  if (!canClientRespond(locked.status)) throw new AppError('CONFLICT', m.respondOnlySent, { details: { status: locked.status } });
  await transitionQuote(tx, {
    quoteId: locked.id,
    companyId: locked.company_id,
    from: locked.status,
    to: 'cancelled',
    actorId: actor.actorId,
    note,
    patch: { clientResponseDate: new Date().toISOString() },
  });
  return quoteView(tx, actor, id);
}
