/** The connector's words: spec 03 §8 where the catalogue has them, plain sentences otherwise. */
export const connectorMessages = {
  // spec 03 §8
  booksError: 'Zoho Books Error',
  invoiceFailed: 'Invoice creation failed',
  pdfFailed: 'Failed to fetch PDF from Zoho',
  noPdf: 'No PDF data available from Zoho',
  noItems: 'No quote items found. Please add items before sending to Zoho Books.',
  missingCompany: 'Missing customer company name - cannot create Zoho Books estimate',
  retryInitiated: 'Sync Retry Initiated: Quote request sync has been retried',
  retryFailed: 'Retry Failed',
  syncSuccessful: 'Sync Successful',
  sendFailed: 'Failed to send to Zoho Books',
  // ours
  leadFailed: 'Zoho CRM lead creation failed',
  notConnected: 'Zoho is not connected. Connect it from Admin → Integrations first.',
  reconnect: 'The Zoho connection no longer works (authorisation expired or revoked). Connect again from Admin → Integrations.',
  noOrganization:
    'No Zoho Books organisation is known: set ZOHO_ORGANIZATION_ID, or make one organisation the default in Zoho Books and connect again.',
  stateMismatch: 'This authorisation does not match your session or has expired. Start again from Admin → Integrations → Connect.',
  pushOnlyAccepted: (label: string) => `Only an accepted quote can be sent to Zoho Books; this one is '${label}'.`,
  retryOnlyFailed: (label: string) => `Only a quote whose sync failed can be retried; this one is '${label}'.`,
  pushInProgress: 'This quote is being sent to Zoho Books right now. Wait a moment and refresh.',
  noInvoice: 'This quote has no invoice in our ledger yet. Convert it first; the invoice is then sent to Zoho Books.',
  invoiceVoid: 'A void invoice is not sent to Zoho Books.',
  alreadyPushed: (what: string, number: string) => `The ${what} is already in Zoho Books (${number}).`,
  noExternalDocument: (what: string) => `This quote has no ${what} in Zoho Books.`,
  stopImpersonating: 'Stop impersonating to work with the accounting connector: it acts for the provider, not for one client.',
} as const;
