import { addQuoteItemInput, createQuoteRequestInput } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { QuoteActor } from './quotes.context.ts';
import { addQuoteItem } from './items.service.ts';
import { createQuote } from './quotes.service.ts';
import { sendQuoteToClient } from './workflow.service.ts';

/**
 * Demo quote requests for the demo client, made through the same services and rules as the API (so numbers,
 * prices, totals and history are real), flagged is_demo: one new request, and one priced and sent to the client
 * (without an email). Runs inside the seeding transaction, as the owner.
 */
export async function seedDemoQuotes(tx: Sql, opts: { clientCompanyId: string; clientAdminEmail: string; providerAdminEmail: string }): Promise<void> {
  const users = await tx.query<{ id: string; email: string }>('select id, email from users where email = any($1::text[])', [
    [opts.clientAdminEmail, opts.providerAdminEmail],
  ]);
  const idOf = (email: string) => users.find((u) => u.email === email)!.id;
  const client: QuoteActor = { companyId: opts.clientCompanyId, actorId: idOf(opts.clientAdminEmail), role: 'client_admin', isProviderAdmin: false, isImpersonating: false };
  const admin: QuoteActor = { companyId: null, actorId: idOf(opts.providerAdminEmail), role: 'gears_admin', isProviderAdmin: true, isImpersonating: false };
  const machine = (await tx.query<{ id: string }>('select id from equipment where company_id = $1 and archived_at is null order by created_at limit 1', [opts.clientCompanyId]))[0];

  await createQuote(tx, client, createQuoteRequestInput.parse({
    title: 'Replacement bucket teeth and pins',
    description: 'Teeth worn to the adapters on the main excavator bucket; need a full set with pins and retainers.',
    equipmentType: 'Excavator', urgency: 'high', contactName: 'Alex Morgan', contactEmail: opts.clientAdminEmail,
    equipmentId: machine?.id ?? null,
  }), { isDemo: true });

  const sent = await createQuote(tx, client, createQuoteRequestInput.parse({
    title: 'Hydraulic hose and filter service kit',
    description: 'Weeping hose on the boom cylinder; service kit for the 500-hour interval.',
    equipmentType: 'Excavator', urgency: 'medium', contactName: 'Alex Morgan', contactEmail: opts.clientAdminEmail,
    equipmentId: machine?.id ?? null, force: true,
  }), { isDemo: true });
  for (const item of [
    { itemName: 'Boom cylinder hose assembly', sku: 'HA-2210', quantity: 1, vendorPrice: 186.4, markupPercentage: 35 },
    { itemName: 'Hydraulic return filter', sku: 'HF-6780', quantity: 2, vendorPrice: 42.15, markupPercentage: 40 },
    { itemName: 'Pilot filter element', sku: 'PF-1190', quantity: 1, vendorPrice: 18.9, markupPercentage: 40 },
  ]) {
    await addQuoteItem(tx, admin, sent.id, addQuoteItemInput.parse(item));
  }
  await sendQuoteToClient(tx, admin, sent.id, { publicUrl: '', notify: false });
}
