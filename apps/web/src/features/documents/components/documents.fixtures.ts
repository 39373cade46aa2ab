import type { DocumentSummary } from '@gears/domain';

const companyId = 'd09376e5-0edf-4597-b43e-dee5f398030c';

/** A documents-list row as GET /api/documents answers it (tests only). */
export function buildDocument(over: Partial<DocumentSummary> = {}): DocumentSummary {
  const type = over.type ?? 'quote';
  const id = over.id ?? '7758b54b-3b10-4331-ad46-9f63636d896c';
  return {
    id,
    type,
    number: 'QT-00002',
    title: 'Hydraulic pump rebuild',
    customerName: 'Northwind Construction',
    companyId,
    referenceNumber: null,
    description: 'Boom cylinder leaking',
    date: '2026-11-23',
    total: 779.4,
    status: 'sent_to_client',
    statusLabel: 'Updated by GEARS',
    expiryDate: '2026-12-23',
    expiryLabel: '(Valid)',
    dueDate: null,
    termsLabel: null,
    paymentStatus: null,
    balance: null,
    orderNumber: null,
    carrier: null,
    trackingNumber: null,
    fileName: 'quote_QT-00002.pdf',
    pdfUrl: `/api/documents/${type}/${id}/pdf`,
    ...over,
  };
}
