import type { SalesOrder, ShippingPackage } from '@gears/domain';

const companyId = 'd09376e5-0edf-4597-b43e-dee5f398030c';
export const orderId = '0b7e7f8e-2c4b-4d55-9d3c-3f1f0d5f8a01';

/** A shipping package as GET /api/orders/:id answers it (tests only). */
export function buildPackage(over: Partial<ShippingPackage> = {}): ShippingPackage {
  return {
    id: '5a1c9f0e-7d4b-4b8e-8f2a-6c3d2e1f0a02',
    companyId,
    customerName: 'Northwind Construction',
    salesOrderId: orderId,
    orderNumber: 'SO-00002',
    number: 'PKG-00001',
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    shipDate: '2026-11-24',
    shippingCost: 42.5,
    status: 'in_transit',
    statusColour: 'blue',
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...over,
  };
}

/** A sales order with its packages as GET /api/orders/:id answers it (tests only). */
export function buildOrder(over: Partial<SalesOrder> = {}): SalesOrder {
  return {
    id: orderId,
    companyId,
    customerName: 'Northwind Construction',
    quoteRequestId: '7758b54b-3b10-4331-ad46-9f63636d896c',
    quoteNumber: 'QT-00002',
    subject: 'Hydraulic pump rebuild',
    number: 'SO-00002',
    status: 'processing',
    isActive: true,
    orderDate: '2026-11-23',
    deliveryDate: null,
    subtotal: 779.4,
    taxTotal: 0,
    total: 779.4,
    invoiceId: 'f4c0271b-5a67-49f8-bbb0-c4d991694761',
    invoiceNumber: 'INV-00002',
    shipToAddress: null,
    shipTo: { address: 'Northwind Yard 3\n1200 Industrial Way\nSpringfield, IL 62701', source: 'company' },
    lines: [],
    packages: [buildPackage()],
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    ...over,
  };
}
