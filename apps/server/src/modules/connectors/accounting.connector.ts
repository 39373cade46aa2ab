/**
 * One interface for an outside accounting/CRM system (DESIGN §5: our ledger is the system of record; a connector
 * receives copies). The Zoho Books/CRM implementation is in zoho/. Every type here carries client prices only: a
 * vendor price or markup has no field to travel in (spec 03 §6, ADR 0005).
 */

/** The client company as the accounting system's customer. */
export type CustomerRef = {
  companyId: string;
  companyName: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  /** The customer's id there, when an earlier push found or created it. */
  externalId: string | null;
};

/** A line at the CLIENT price (quote_items.client_price or ledger_lines.unit_price). */
export type ClientLine = { name: string; description: string | null; sku: string | null; quantity: number; rate: number };

export type EstimatePush = {
  /** Our number, sent as the reference so a repeated push finds the estimate instead of making a second one. */
  reference: string;
  customer: CustomerRef;
  date: string;
  expiryDate: string | null;
  title: string;
  description: string | null;
  lines: ClientLine[];
};

export type InvoicePush = {
  /** Our invoice number (INV-…), sent as the reference. */
  reference: string;
  customer: CustomerRef;
  date: string;
  dueDate: string;
  termsDays: number;
  /** 'Due on receipt' or 'Net {days}' (ledger/terms.rules.ts). */
  termsLabel: string;
  /** The client's PO number and our order number, for the notes. */
  purchaseOrder: string | null;
  orderNumber: string | null;
  taxTotal: number;
  lines: ClientLine[];
};

export type LeadPush = {
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  leadSource: string | null;
  equipmentType: string | null;
  fleetSize: string | null;
};

export type PushedDocument = { externalId: string; number: string | null; customerExternalId: string };

export type ExternalDocumentType = 'estimate' | 'invoice';

export type AccountingConnector = {
  provider: 'zoho';
  pushEstimate(estimate: EstimatePush): Promise<PushedDocument>;
  pushInvoice(invoice: InvoicePush): Promise<PushedDocument>;
  fetchDocumentPdf(type: ExternalDocumentType, externalId: string): Promise<Buffer>;
  createLead(lead: LeadPush): Promise<{ externalId: string }>;
};

/**
 * Why a call to the outside system failed, in words for the admin (spec 03 §8 catalogue where it has one).
 * kind: 'auth' — the connection no longer works (reconnect); 'rejected' — the system refused the data;
 * 'unavailable' — network, timeout, rate limit or a 5xx (try again later); 'not_connected' — no tokens.
 */
export class ConnectorError extends Error {
  readonly kind: 'auth' | 'rejected' | 'unavailable' | 'not_connected';
  constructor(kind: ConnectorError['kind'], message: string) {
    super(message);
    this.kind = kind;
  }
}
