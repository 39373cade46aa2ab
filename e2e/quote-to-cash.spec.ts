import { expect, test, type Page } from '@playwright/test';
import { demo, login } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/**
 * issue 5 "Tests that must exist": client requests a quote → admin prices it and sends it → client accepts →
 * admin invoices → client pays in the test-mode checkout → the invoice shows paid and its PDF downloads → the admin
 * records a shipping package with a tracking number → the client sees it on the Shipping tab with its status.
 */
test('quote to cash: request, price, send, accept, invoice, pay by card, download the paid invoice, ship a package', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `E2E Hydraulic pump ${unique()}`;
  const client = await browser.newPage();
  const admin = await browser.newPage();

  // 1. The client requests a quote and lists what they need; prices are not theirs to see yet.
  await login(client, demo.clientAdmin, '/dashboard/quotes');
  await expect(client.getByRole('heading', { name: 'Quote Request Funnel' })).toBeVisible();
  await client.getByRole('button', { name: 'Create Quote' }).click();
  const create = client.getByRole('dialog', { name: 'Create Quote Request' });
  await expect(create.getByLabel('Urgency')).toHaveValue('medium');
  await expect(create.getByLabel('Contact email')).toHaveValue(demo.clientAdmin);
  await create.getByLabel('Title *').fill(title);
  await create.getByLabel('Description').fill('Main pump leaking at the shaft seal.');
  await create.getByLabel('Urgency').selectOption('high');
  await create.getByRole('button', { name: 'Create Quote' }).click();
  await expect(create).toBeHidden();

  const details = client.getByRole('dialog', { name: 'Quote Details' });
  await expect(details.getByText('Under Review')).toBeVisible();
  await expect(details.getByText('Pricing will be calculated and provided by our team after review.')).toBeVisible();
  const quoteId = new URL(client.url()).searchParams.get('quote');
  expect(quoteId).toMatch(/^[0-9a-f-]{36}$/);
  const addItem = details.getByRole('form', { name: 'Add item' });
  await addItem.getByLabel('Item name *').fill('Hydraulic pump');
  await addItem.getByLabel('Quantity').fill('2');
  await addItem.getByRole('button', { name: 'Add Item' }).click();
  await expect(toast(client, 'Item Added Successfully')).toBeVisible();
  await expect(details.getByRole('listitem', { name: 'Hydraulic pump' })).toContainText('Qty 2');
  await expect(details.getByLabel(/Vendor price/)).toHaveCount(0);

  // 2. The provider prices it (live client price from the markup) and sends it to the client.
  await login(admin, demo.admin);
  await admin.goto(`/dashboard/quotes?quote=${quoteId}`);
  const priced = admin.getByRole('dialog', { name: 'Quote Details' });
  const row = priced.getByRole('row', { name: 'Hydraulic pump' });
  await expect(row.getByText('Needs price')).toBeVisible();
  await expect(row.getByLabel('Markup % of Hydraulic pump')).toHaveValue('300');
  await row.getByLabel('Vendor price of Hydraulic pump').fill('250');
  await expect(row).toContainText('$1,000');
  await expect(row).toContainText('$2,000');
  await row.getByRole('button', { name: 'Save price of Hydraulic pump' }).click();
  await expect(row.getByText('Needs price')).toBeHidden();
  await priced.getByRole('button', { name: 'Send to client' }).click();
  await expect(toast(admin, 'Quote Sent to Client')).toBeVisible();
  await expect(priced.getByText('Update from GEARS').first()).toBeVisible();
  await expect(priced.getByRole('list', { name: 'Status history' })).toContainText('Vendor Responded');

  // 3. The client sees the Quote Ready banner, the client price only, and accepts.
  await client.goto('/dashboard/quotes');
  const ready = client.getByRole('region', { name: `Quote Ready: ${title}` });
  await expect(ready.getByText('Action Required')).toBeVisible();
  await ready.getByRole('link', { name: 'View Quote' }).click();
  await expect(details.getByText('Total incl. tax')).toBeVisible();
  await expect(details.getByRole('listitem', { name: 'Hydraulic pump' })).toContainText('$2,000');
  await expect(details.getByText('$250')).toHaveCount(0);
  await details.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(client, 'Quote Accepted')).toContainText('Your quote has been accepted and sent for processing.');
  await expect(details.getByText('Processing with GEARS')).toBeVisible();

  // 4. The provider converts it into a sales order and an invoice (Net 30, the client's PO).
  await admin.reload();
  await expect(priced.getByText('Accepted by Client').first()).toBeVisible();
  await priced.getByRole('button', { name: 'Convert to invoice' }).click();
  const convert = admin.getByRole('dialog', { name: 'Convert to invoice' });
  await convert.getByLabel('Payment terms').selectOption({ label: 'Net 30' });
  await convert.getByLabel('PO / reference number').fill(`PO-${unique()}`);
  await convert.getByRole('button', { name: 'Create order and invoice' }).click();
  const created = toast(admin, 'Invoice Created');
  await expect(created).toContainText(/invoice INV-\d{5}/);
  const invoiceNumber = /INV-\d{5}/.exec((await created.textContent()) ?? '')![0];
  const orderNumber = /SO-\d{5}/.exec((await created.textContent()) ?? '')![0];
  await expect(priced.getByText('Invoiced').first()).toBeVisible();

  // 5. The client pays from the Payment Due banner in the test-mode checkout, opened in a new tab.
  await client.goto('/dashboard/quotes');
  const due = client.getByRole('region', { name: `Payment Due: ${title}` });
  await expect(due).toBeVisible();
  const [checkout] = await Promise.all([client.waitForEvent('popup'), due.getByRole('button', { name: 'Pay Now' }).click()]);
  await checkout.waitForURL(/\/checkout\/test\//);
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/34');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByLabel('Name on card').fill('Alex Morgan');
  await checkout.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(checkout.getByText('Payment received')).toBeVisible();
  await expect(checkout.getByText(invoiceNumber)).toBeVisible();
  await checkout.close();

  // 6. The invoice shows paid, the request too, and the invoice PDF downloads with the spec's file name.
  await client.goto('/dashboard/quotes?tab=documents');
  await client.getByRole('tab', { name: 'Invoices' }).click();
  const invoice = client.getByRole('listitem').filter({ hasText: invoiceNumber });
  await expect(invoice).toContainText('Paid');
  const [download] = await Promise.all([
    client.waitForEvent('download'),
    invoice.getByRole('button', { name: `Download ${invoiceNumber}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice_${invoiceNumber}.pdf`);
  const pdf = await download.createReadStream();
  const first = await new Promise<Buffer>((resolve) => pdf.once('data', (chunk) => resolve(chunk as Buffer)));
  expect(first.subarray(0, 4).toString()).toBe('%PDF');
  await expect(toast(client, 'Download Complete')).toBeVisible();

  await client.goto(`/dashboard/quotes?quote=${quoteId}`);
  await expect(details.getByText('Paid').first()).toBeVisible();
  await expect(client.getByRole('region', { name: `Payment Due: ${title}` })).toHaveCount(0);

  // 7. The provider ships it: a package with a tracking number on the order (the server numbers it), order → shipped.
  const tracking = `1Z${unique()}`;
  await admin.goto('/dashboard/quotes?tab=documents');
  await admin.getByRole('tab', { name: 'Orders' }).click();
  await admin
    .getByRole('listitem')
    .filter({ hasText: orderNumber })
    .getByRole('button', { name: `Manage ${orderNumber}` })
    .click();
  const order = admin.getByRole('dialog', { name: new RegExp(`Order ${orderNumber}`) });
  const record = order.getByRole('form', { name: 'Record package' });
  await expect(record.getByLabel('Package status')).toHaveValue('shipped');
  await record.getByLabel('Carrier').fill('UPS');
  await record.getByLabel('Tracking number').fill(tracking);
  await record.getByLabel('Shipping cost ($)').fill('42.50');
  await record.getByRole('button', { name: 'Record package' }).click();
  await expect(toast(admin, 'Package Recorded')).toBeVisible();
  await expect(record.getByRole('status')).toContainText(/PKG-\d{5}/);
  const packageNumber = /PKG-\d{5}/.exec((await record.getByRole('status').textContent()) ?? '')![0];
  await expect(order.getByRole('listitem', { name: packageNumber })).toContainText(tracking);
  await order.getByLabel('Order status').selectOption('shipped');
  await order.getByRole('button', { name: 'Save order' }).click();
  await expect(toast(admin, 'Order Updated')).toContainText(`${orderNumber} is shipped.`);

  // 8. The client sees the package on the Shipping tab with its status (shipped: yellow), carrier and tracking number.
  await client.goto('/dashboard/quotes?tab=documents');
  await client.getByRole('tab', { name: 'Shipping' }).click();
  const shipped = client.getByRole('listitem').filter({ hasText: tracking });
  await expect(shipped).toContainText(packageNumber);
  await expect(shipped).toContainText('UPS');
  await expect(shipped.getByText('Shipped', { exact: true })).toHaveAttribute('data-colour', 'yellow');
  // …and in the order's viewer, read-only: no Manage for the client.
  await client.getByRole('tab', { name: 'Orders' }).click();
  const clientOrder = client.getByRole('listitem').filter({ hasText: orderNumber });
  await expect(clientOrder).toContainText('Shipped');
  await expect(clientOrder.getByRole('button', { name: `Manage ${orderNumber}` })).toHaveCount(0);
  await clientOrder.getByRole('button', { name: `View ${orderNumber}` }).click();
  const viewer = client.getByRole('dialog');
  await expect(viewer.getByRole('listitem', { name: packageNumber })).toContainText(tracking);
  await expect(viewer.getByRole('form')).toHaveCount(0);
});
