import type { AdminQuoteItem, AdminQuoteRequest, ClientQuoteItem, ClientQuoteRequest } from '@gears/domain';

const companyId = 'ca15ae03-41a2-419d-ab91-e443ea88c3ec';

const common = {
  id: 'eff477a6-f69e-4f88-ba06-5b88fb9a7723',
  number: 'QR-00001',
  companyId,
  companyName: 'Northwind Construction',
  title: 'Track undercarriage rebuild',
  description: 'Both tracks worn past limits.',
  equipmentType: 'bulldozer',
  urgency: 'medium' as const,
  urgencyLabel: 'Medium Priority',
  contactName: 'Alex Morgan',
  contactPhone: null,
  contactEmail: 'alex@northwind.demo',
  equipment: null,
  clientNotes: null,
  quoteNumber: 'QT-00001',
  quoteDate: '2026-11-23',
  expiryDate: '2026-12-23',
  expiryLabel: '(Valid)' as const,
  clientResponseDate: null,
  clientNotificationSent: true,
  paymentLink: null,
  createdBy: { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', name: 'Alex Morgan' },
  isDemo: false,
  archivedAt: null,
  canDelete: false,
  deleteArchives: false,
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
};

export function buildClientItem(over: Partial<ClientQuoteItem> = {}): ClientQuoteItem {
  return {
    id: crypto.randomUUID(),
    itemName: 'Track chain',
    description: null,
    sku: null,
    partId: null,
    quantity: 2,
    clientPrice: 482,
    lineTotal: 964,
    attachmentUrl: null,
    itemCode: null,
    createdAt: '2026-11-23T05:00:00.000Z',
    ...over,
  };
}

export function buildAdminItem(over: Partial<AdminQuoteItem> = {}): AdminQuoteItem {
  return { ...buildClientItem(), clientPrice: 482, lineTotal: 964, vendorPrice: 120.5, markupPercentage: 300, isPriced: true, ...over };
}

/** A request as GET /api/quote-requests/:id answers a client (tests only). */
export function buildClientQuote(over: Partial<ClientQuoteRequest> = {}): ClientQuoteRequest {
  return {
    ...common,
    view: 'client',
    status: 'sent_to_client',
    statusLabel: 'Updated by GEARS',
    items: [buildClientItem()],
    itemCount: 1,
    totalClientCost: 964,
    taxRate: 0,
    taxTotal: 0,
    totalWithTax: 964,
    invoiceTaxChange: null,
    pricingNote: null,
    hasUpdate: true,
    banner: 'quote_ready',
    canAccept: true,
    canDecline: true,
    canEditItems: false,
    ...over,
  };
}

/** The same request as the provider admin sees it (tests only). */
export function buildAdminQuote(over: Partial<AdminQuoteRequest> = {}): AdminQuoteRequest {
  return {
    ...common,
    view: 'admin',
    status: 'new',
    statusLabel: 'New Request',
    quoteNumber: null,
    quoteDate: null,
    expiryDate: null,
    expiryLabel: null,
    items: [buildAdminItem()],
    itemCount: 1,
    totalVendorCost: 241,
    totalClientCost: 964,
    adminNotes: null,
    taxRate: 0,
    taxRateChosen: false,
    taxTotal: 0,
    totalWithTax: 964,
    canEditTaxRate: true,
    assignedAdminId: null,
    vendorResponseDate: null,
    syncError: null,
    allowedTransitions: ['submitted', 'cancelled'],
    canEditItems: true,
    isReadyToSend: true,
    history: [],
    canDelete: true,
    ...over,
  };
}
