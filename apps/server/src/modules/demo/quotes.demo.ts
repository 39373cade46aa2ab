import { randomUUID } from 'node:crypto';
import {
  addDays,
  addQuoteItemInput,
  convertQuoteInput,
  createPackageInput,
  createQuoteRequestInput,
  fromCents,
  updateOrderInput,
  type IsoDate,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { systemScope } from '../../platform/scope.ts';
import { convertQuote, createPackage, updateOrder } from '../ledger/index.ts';
import * as payments from '../payments/index.ts';
import { addQuoteItem, createQuote, declineQuote, moveQuoteThrough, sendQuoteToClient } from '../quotes/index.ts';
import * as repo from './demo.repo.ts';
import type { PlannedMachine } from './fleet.plan.ts';

type Item = { itemName: string; sku: string; quantity: number; vendorPrice: number; markupPercentage: number };
type Stage = 'new' | 'vendor_requested' | 'sent_to_client' | 'accepted' | 'declined' | 'invoiced' | 'paid';
type DemoQuote = {
  stage: Stage;
  title: string;
  description: string;
  urgency: 'low' | 'medium' | 'high' | 'urgent';
  machine: PlannedMachine;
  items: Item[];
  daysAgo: number;
};

/** Phoenix combined sales tax, fixed on each quote when sent (the invoice repeats it, issue 13 item 2). */
const demoTaxRate = 8.6;

/**
 * Quote requests in several states, an order and two invoices (one paid, one due), made through the same services and
 * rules as the API — prices, totals, tax, numbers and history are the product's own, a quote's total is its invoice's
 * total to the cent — without emails. Each step's history is moved back in time so the pipeline reads as weeks of work.
 */
export async function seedDemoQuotes(
  tx: Sql,
  o: {
    companyId: string;
    clientAdmin: { id: string; email: string; name: string };
    providerAdmin: { id: string; email: string; companyId: string };
    machines: PlannedMachine[];
    today: IsoDate;
    publicUrl: string;
  },
): Promise<string[]> {
  const client = systemScope({ actorId: o.clientAdmin.id, role: 'client_admin', homeCompanyId: o.companyId, email: o.clientAdmin.email });
  const admin = systemScope({
    actorId: o.providerAdmin.id,
    role: 'gears_admin',
    homeCompanyId: o.providerAdmin.companyId,
    email: o.providerAdmin.email,
  });
  const ofType = (type: string, k = 0) => o.machines.filter((m) => m.profile.type === type)[k] ?? o.machines[0]!;
  const quotes: DemoQuote[] = [
    {
      stage: 'new',
      title: 'Replacement bucket teeth and pins',
      urgency: 'high',
      machine: ofType('excavator', 0),
      daysAgo: 1,
      items: [],
      description: 'Teeth worn to the adapters on the main excavator bucket; need a full set with pins and retainers.',
    },
    {
      stage: 'vendor_requested',
      title: 'Undercarriage rebuild — rollers, idlers and track chains',
      urgency: 'medium',
      machine: ofType('bulldozer', 0),
      daysAgo: 4,
      items: [],
      description: 'Undercarriage at about 80 % wear; price a full rebuild for the winter shutdown.',
    },
    {
      stage: 'sent_to_client',
      title: 'Hydraulic hose and filter service kit',
      urgency: 'medium',
      machine: ofType('excavator', 2),
      daysAgo: 6,
      description: 'Weeping hose on the boom cylinder; service kit for the 500-hour interval.',
      items: [
        { itemName: 'Boom cylinder hose assembly', sku: 'HA-2210', quantity: 1, vendorPrice: 186.4, markupPercentage: 35 },
        { itemName: 'Hydraulic return filter', sku: 'HF-6780', quantity: 2, vendorPrice: 42.15, markupPercentage: 40 },
        { itemName: 'Pilot filter element', sku: 'PF-1190', quantity: 1, vendorPrice: 18.9, markupPercentage: 40 },
      ],
    },
    {
      stage: 'accepted',
      title: 'Final drive assembly, left side',
      urgency: 'urgent',
      machine: ofType('bulldozer', 1),
      daysAgo: 9,
      description: 'Final drive noise on the left track; machine parked until replaced.',
      items: [
        { itemName: 'Final drive assembly (reman)', sku: '534-1458R', quantity: 1, vendorPrice: 11_840, markupPercentage: 18 },
        { itemName: 'Duo-cone seal group', sku: '9W-6642', quantity: 2, vendorPrice: 212.5, markupPercentage: 30 },
        { itemName: 'Final drive oil, 5 gal', sku: 'FDAO-60-5', quantity: 2, vendorPrice: 94.2, markupPercentage: 30 },
      ],
    },
    {
      stage: 'declined',
      title: 'Cab glass replacement, rear window',
      urgency: 'low',
      machine: ofType('loader', 1),
      daysAgo: 16,
      description: 'Cracked rear cab glass after a rock strike.',
      items: [{ itemName: 'Rear cab glass, tempered', sku: '459-2385', quantity: 1, vendorPrice: 684, markupPercentage: 35 }],
    },
    {
      stage: 'invoiced',
      title: 'A/C system parts — compressor and receiver-drier',
      urgency: 'high',
      machine: ofType('dump_truck', 0),
      daysAgo: 18,
      description: 'A/C blowing warm in the haul truck cab; summer heat makes it a safety item.',
      items: [
        { itemName: 'A/C compressor', sku: '416-4960', quantity: 1, vendorPrice: 1_092.35, markupPercentage: 28 },
        { itemName: 'Receiver-drier', sku: '245-6969', quantity: 1, vendorPrice: 88.6, markupPercentage: 35 },
        { itemName: 'Refrigerant R-134a, 30 lb', sku: 'R134A-30', quantity: 1, vendorPrice: 246, markupPercentage: 25 },
      ],
    },
    {
      stage: 'paid',
      title: 'Cutting edges and end bits for loaders',
      urgency: 'medium',
      machine: ofType('loader', 0),
      daysAgo: 46,
      description: 'Two sets of bolt-on cutting edges and end bits for the 950 and 966.',
      items: [
        { itemName: 'Cutting edge, 8 ft, bolt-on', sku: '9W-8209', quantity: 2, vendorPrice: 398.75, markupPercentage: 30 },
        { itemName: 'End bit set', sku: '4T-3008', quantity: 2, vendorPrice: 176.4, markupPercentage: 30 },
        { itemName: 'Plow bolt and nut, 3/4 in', sku: '4F-7827', quantity: 40, vendorPrice: 3.18, markupPercentage: 45 },
      ],
    },
  ];

  const ids: string[] = [];
  for (const q of quotes) {
    const quote = await createQuote(
      tx,
      client,
      createQuoteRequestInput.parse({
        title: q.title,
        description: q.description,
        equipmentType: q.machine.profile.label,
        urgency: q.urgency,
        contactName: o.clientAdmin.name,
        contactEmail: o.clientAdmin.email,
        equipmentId: q.machine.id,
        force: true,
      }),
      { isDemo: true },
    );
    ids.push(quote.id);
    const back = (days: number) => repo.shiftQuoteBack(tx, quote.id, days);
    if (q.stage === 'new') {
      await back(q.daysAgo);
      continue;
    }
    if (q.stage === 'vendor_requested') {
      await back(1);
      await moveQuoteThrough(tx, {
        quoteId: quote.id,
        companyId: o.companyId,
        from: 'new',
        to: 'vendor_requested',
        actorId: admin.actorId,
        note: 'Asked two dealers for prices.',
      });
      await back(q.daysAgo - 1);
      continue;
    }
    await back(2);
    for (const item of q.items) await addQuoteItem(tx, admin, quote.id, addQuoteItemInput.parse(item));
    await sendQuoteToClient(tx, admin, quote.id, { taxRate: demoTaxRate, publicUrl: o.publicUrl, notify: false });
    if (q.stage === 'sent_to_client') {
      await back(q.daysAgo - 2);
      continue;
    }
    await back(2);
    if (q.stage === 'declined') {
      await declineQuote(tx, client, quote.id, 'Replaced locally under the insurance claim.');
      await back(q.daysAgo - 4);
      continue;
    }
    // The client's accept as acceptQuote records it, without the email to the provider's admins.
    await moveQuoteThrough(tx, {
      quoteId: quote.id,
      companyId: o.companyId,
      from: 'sent_to_client',
      to: 'accepted',
      actorId: client.actorId,
      note: 'Approved — please order.',
      patch: { clientResponseDate: new Date().toISOString() },
    });
    if (q.stage === 'accepted') {
      await back(q.daysAgo - 4);
      continue;
    }
    await back(1);
    const invoiceDay = addDays(o.today, -(q.daysAgo - 5));
    const converted = await convertQuote(
      tx,
      { actorId: admin.actorId, publicUrl: o.publicUrl, today: invoiceDay },
      quote.id,
      convertQuoteInput.parse({ termsDays: 30, referenceNumber: `NW-PO-${7300 + ids.length}` }),
    );
    if (q.stage === 'invoiced') {
      await updateOrder(tx, admin, converted.order.id, updateOrderInput.parse({ status: 'processing' }));
      await back(q.daysAgo - 5);
      continue;
    }
    await createPackage(
      tx,
      admin.actorId,
      converted.order.id,
      createPackageInput.parse({
        carrier: 'UPS Freight',
        trackingNumber: `1Z9X4${String(5000 + ids.length).padStart(6, '0')}0381`,
        shipDate: addDays(invoiceDay, 2),
        status: 'delivered',
      }),
    );
    await updateOrder(tx, admin, converted.order.id, updateOrderInput.parse({ status: 'shipped' }));
    await updateOrder(tx, admin, converted.order.id, updateOrderInput.parse({ status: 'delivered', deliveryDate: addDays(invoiceDay, 5) }));
    await back(20);
    await payByCard(tx, {
      companyId: o.companyId,
      invoiceId: converted.invoice.id,
      invoiceNumber: converted.invoice.number,
      total: converted.invoice.total,
      quoteId: quote.id,
      payerId: client.actorId,
    });
    await repo.backdatePayment(tx, converted.invoice.id, `${addDays(o.today, -(q.daysAgo - 25))}T17:42:00Z`);
    await back(q.daysAgo - 25);
  }
  return ids;
}

/** The client's card payment as the test checkout's webhook settles it (payments/webhook.service.ts settle). */
async function payByCard(
  tx: Sql,
  p: { companyId: string; invoiceId: string; invoiceNumber: string; total: number; quoteId: string; payerId: string },
): Promise<void> {
  const sessionId = randomUUID();
  const amountCents = Math.round(p.total * 100);
  await payments.insertSession(tx, {
    id: sessionId,
    companyId: p.companyId,
    invoiceId: p.invoiceId,
    provider: 'test',
    amountCents,
    createdBy: p.payerId,
  });
  const eventId = await payments.insertEvent(tx, {
    provider: 'test',
    eventId: `evt_demo_${sessionId}`,
    type: 'checkout.session.completed',
    companyId: p.companyId,
    invoiceId: p.invoiceId,
    sessionId,
  });
  await payments.setSessionStatus(tx, sessionId, 'paid');
  await payments.applyPayment(tx, p.invoiceId, p.companyId, fromCents(amountCents));
  if (eventId) await payments.setEventOutcome(tx, eventId, 'paid');
  await recordActivity(tx, {
    companyId: p.companyId,
    userId: null,
    action: 'invoice_payment_received',
    entityType: 'invoice',
    entityId: p.invoiceId,
    details: { number: p.invoiceNumber, amount: fromCents(amountCents), provider: 'test', sessionId },
  });
  await moveQuoteThrough(tx, {
    quoteId: p.quoteId,
    companyId: p.companyId,
    from: 'invoiced',
    to: 'paid',
    actorId: null,
    note: `Invoice ${p.invoiceNumber} paid by card (test mode)`,
  });
}
