import { ConnectorError, type ClientLine, type CustomerRef, type ExternalDocumentType } from '../accounting.connector.ts';
import { connectorMessages as m } from '../connectors.messages.ts';
import { booksFailure, isUnavailable, jsonOf, oneLine, unavailableError, type ZohoRequest, type ZohoResponse } from './zoho-http.ts';

/** A Zoho call with the connection's access token (refreshed and retried once on 401 by the caller). */
export type AuthorizedCall = (req: Omit<ZohoRequest, 'accessToken'>) => Promise<ZohoResponse>;

type Json = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : null);

/** Books v3: {api}/books/v3/{resource}?organization_id=…; JSON bodies; answers {code: 0, message, <resource>: {…}}. */
export function booksClient(o: { apiUrl: string; organizationId: string; call: AuthorizedCall }) {
  const url = (path: string, params: Record<string, string> = {}) =>
    `${o.apiUrl}/books/v3${path}?${new URLSearchParams({ organization_id: o.organizationId, ...params })}`;

  /** failureTitle: the spec 03 §8 title the admin sees ('Zoho Books Error', 'Invoice creation failed'). */
  async function books(
    req: Omit<ZohoRequest, 'accessToken' | 'url'> & { path: string; params?: Record<string, string> },
    failureTitle: string,
  ): Promise<Json> {
    const res = await o.call({ method: req.method, url: url(req.path, req.params), json: req.json });
    if (isUnavailable(res)) throw unavailableError(res);
    const body = jsonOf(res);
    const failure = booksFailure(res, body);
    if (failure) throw new ConnectorError(res.status === 401 ? 'auth' : 'rejected', `${failureTitle}: ${oneLine(failure)}`);
    return body!;
  }

  const lineItems = (lines: ClientLine[]) =>
    lines.map((l, i) => ({
      name: l.name,
      description: [l.description, l.sku ? `SKU ${l.sku}` : null].filter(Boolean).join(' · ') || undefined,
      rate: l.rate,
      quantity: l.quantity,
      item_order: i + 1,
    }));

  /** The first document of a list whose reference_number is exactly ours (the search matches exactly too). */
  async function findByReference(
    resource: 'estimates' | 'invoices',
    reference: string,
    title: string,
  ): Promise<{ id: string; number: string | null } | null> {
    const body = await books({ method: 'GET', path: `/${resource}`, params: { reference_number: reference } }, title);
    const key = resource === 'estimates' ? 'estimate' : 'invoice';
    const found = (Array.isArray(body[resource]) ? (body[resource] as Json[]) : []).find((d) => d.reference_number === reference);
    const id = found ? str(found[`${key}_id`]) : null;
    return id ? { id, number: str(found![`${key}_number`]) } : null;
  }

  return {
    /** Customers are matched on the company name (contact_name or company_name, any case), else created. */
    async findOrCreateCustomer(customer: CustomerRef, title: string): Promise<string> {
      if (customer.externalId) return customer.externalId;
      const found = await books({ method: 'GET', path: '/contacts', params: { contact_name: customer.companyName } }, title);
      const wanted = customer.companyName.trim().toLowerCase();
      const match = (Array.isArray(found.contacts) ? (found.contacts as Json[]) : []).find((c) =>
        [c.contact_name, c.company_name].some((n) => typeof n === 'string' && n.trim().toLowerCase() === wanted),
      );
      const existing = match ? str(match.contact_id) : null;
      if (existing) return existing;
      const [first, ...rest] = (customer.contactName ?? '').trim().split(/\s+/).filter(Boolean);
      const person =
        customer.email || first
          ? [
              {
                first_name: first ?? undefined,
                last_name: rest.join(' ') || undefined,
                email: customer.email ?? undefined,
                phone: customer.phone ?? undefined,
                is_primary_contact: true,
              },
            ]
          : undefined;
      const created = await books(
        {
          method: 'POST',
          path: '/contacts',
          json: {
            contact_name: customer.companyName,
            company_name: customer.companyName,
            contact_type: 'customer',
            contact_persons: person,
          },
        },
        title,
      );
      const id = str((created.contact as Json | undefined)?.contact_id);
      if (!id) throw new ConnectorError('rejected', `${title}: Zoho Books returned no customer id`);
      return id;
    },

    findEstimateByReference: (reference: string) => findByReference('estimates', reference, m.booksError),
    findInvoiceByReference: (reference: string) => findByReference('invoices', reference, m.invoiceFailed),

    async createEstimate(e: {
      customerId: string;
      reference: string;
      date: string;
      expiryDate: string | null;
      notes: string | null;
      lines: ClientLine[];
    }) {
      const body = await books(
        {
          method: 'POST',
          path: '/estimates',
          json: {
            customer_id: e.customerId,
            reference_number: e.reference,
            date: e.date,
            expiry_date: e.expiryDate ?? undefined,
            notes: e.notes ?? undefined,
            line_items: lineItems(e.lines),
          },
        },
        m.booksError,
      );
      const estimate = body.estimate as Json | undefined;
      const id = str(estimate?.estimate_id);
      if (!id) throw new ConnectorError('rejected', `${m.booksError}: Zoho Books returned no estimate id`);
      return { id, number: str(estimate?.estimate_number) };
    },

    async createInvoice(i: {
      customerId: string;
      reference: string;
      date: string;
      dueDate: string;
      termsDays: number;
      termsLabel: string;
      notes: string | null;
      taxTotal: number;
      lines: ClientLine[];
    }) {
      const body = await books(
        {
          method: 'POST',
          path: '/invoices',
          json: {
            customer_id: i.customerId,
            reference_number: i.reference,
            date: i.date,
            due_date: i.dueDate,
            payment_terms: i.termsDays,
            payment_terms_label: i.termsLabel,
            notes: i.notes ?? undefined,
            line_items: lineItems(i.lines),
            // Our tax is a computed amount, not one of the organisation's tax records: it travels as an adjustment.
            ...(i.taxTotal > 0 ? { adjustment: i.taxTotal, adjustment_description: 'Tax' } : {}),
          },
        },
        m.invoiceFailed,
      );
      const invoice = body.invoice as Json | undefined;
      const id = str(invoice?.invoice_id);
      if (!id) throw new ConnectorError('rejected', `${m.invoiceFailed}: Zoho Books returned no invoice id`);
      return { id, number: str(invoice?.invoice_number) };
    },

    /** GET …/{estimates|invoices}/{id}?accept=pdf answers the PDF itself, or a JSON error. */
    async pdf(type: ExternalDocumentType, externalId: string): Promise<Buffer> {
      const path = `/${type === 'estimate' ? 'estimates' : 'invoices'}/${encodeURIComponent(externalId)}`;
      const res = await o.call({ method: 'GET', url: url(path, { accept: 'pdf' }), accept: 'application/pdf' });
      if (isUnavailable(res)) throw unavailableError(res);
      if (res.status < 200 || res.status >= 300) {
        const failure = booksFailure(res, jsonOf(res)) ?? `HTTP ${res.status}`;
        throw new ConnectorError(res.status === 401 ? 'auth' : 'rejected', `${m.pdfFailed}: ${oneLine(failure)}`);
      }
      if (res.body.length === 0 || res.body.subarray(0, 5).toString('latin1') !== '%PDF-') throw new ConnectorError('rejected', m.noPdf);
      return res.body;
    },
  };
}

export type BooksClient = ReturnType<typeof booksClient>;

/** GET /books/v3/organizations: the organisations the connected user belongs to; the default one when not configured. */
export async function defaultOrganizationId(apiUrl: string, call: AuthorizedCall): Promise<string | null> {
  const res = await call({ method: 'GET', url: `${apiUrl}/books/v3/organizations` });
  if (isUnavailable(res)) throw unavailableError(res);
  const body = jsonOf(res);
  const failure = booksFailure(res, body);
  if (failure) throw new ConnectorError(res.status === 401 ? 'auth' : 'rejected', `${m.booksError}: ${oneLine(failure)}`);
  const orgs = Array.isArray(body!.organizations) ? (body!.organizations as Json[]) : [];
  const chosen = orgs.find((org) => org.is_default_org === true) ?? (orgs.length === 1 ? orgs[0] : undefined);
  return chosen ? str(chosen.organization_id) : null;
}
