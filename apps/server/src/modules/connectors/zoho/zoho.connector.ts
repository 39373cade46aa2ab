import type { ZohoConfig } from '../../../config.ts';
import type { AccountingConnector, ClientLine } from '../accounting.connector.ts';
import { connectorMessages as m } from '../connectors.messages.ts';
import { booksClient, type AuthorizedCall } from './zoho-books.client.ts';
import { createCrmLead } from './zoho-crm.client.ts';
import { zohoFetch } from './zoho-http.ts';

/** Where the connector gets its access token and organisation (zoho-tokens.ts keeps them in the database). */
export type TokenSource = {
  /** A live access token: the stored one, or a fresh one from the refresh token when it is about to expire. */
  accessToken(): Promise<string>;
  /** After a 401: refresh now, whatever the stored expiry says. */
  forceRefresh(): Promise<string>;
  organizationId(): Promise<string>;
};

/** Every call carries the token; a 401 (expired or revoked early) refreshes once and retries. */
export function authorizedCall(tokens: TokenSource): AuthorizedCall {
  return async (req) => {
    const res = await zohoFetch({ ...req, accessToken: await tokens.accessToken() });
    if (res.status !== 401) return res;
    return zohoFetch({ ...req, accessToken: await tokens.forceRefresh() });
  };
}

const notes = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join('\n') || null;

/**
 * The Zoho Books/CRM implementation of the accounting connector. A push first looks for a document carrying our
 * reference (a retry after a lost answer must not create a second estimate), then finds or creates the customer
 * and creates the document. Lines carry client prices only.
 */
export function zohoConnector(config: ZohoConfig, tokens: TokenSource): AccountingConnector {
  const call = authorizedCall(tokens);
  const books = async () => booksClient({ apiUrl: config.apiUrl, organizationId: await tokens.organizationId(), call });
  const lines = (ls: ClientLine[]) => ls.map((l) => ({ ...l }));

  return {
    provider: 'zoho',

    async pushEstimate(e) {
      const b = await books();
      const customerId = await b.findOrCreateCustomer(e.customer, m.booksError);
      const doc =
        (await b.findEstimateByReference(e.reference)) ??
        (await b.createEstimate({
          customerId,
          reference: e.reference,
          date: e.date,
          expiryDate: e.expiryDate,
          notes: notes(e.title, e.description),
          lines: lines(e.lines),
        }));
      return { externalId: doc.id, number: doc.number, customerExternalId: customerId };
    },

    async pushInvoice(i) {
      const b = await books();
      const customerId = await b.findOrCreateCustomer(i.customer, m.invoiceFailed);
      const doc =
        (await b.findInvoiceByReference(i.reference)) ??
        (await b.createInvoice({
          customerId,
          reference: i.reference,
          date: i.date,
          dueDate: i.dueDate,
          termsDays: i.termsDays,
          termsLabel: i.termsLabel,
          notes: notes(i.purchaseOrder ? `PO ${i.purchaseOrder}` : null, i.orderNumber ? `Sales order ${i.orderNumber}` : null),
          taxTotal: i.taxTotal,
          lines: lines(i.lines),
        }));
      return { externalId: doc.id, number: doc.number, customerExternalId: customerId };
    },

    async fetchDocumentPdf(type, externalId) {
      return (await books()).pdf(type, externalId);
    },

    createLead: (lead) => createCrmLead(config.apiUrl, call, lead),
  };
}
