import { z } from 'zod';
import { quoteStatus } from '../quotes/quote.schema.ts';

/** Request and answer shapes of the optional accounting connector's routes (/api/admin/connectors/zoho, DESIGN §5). */

export const oauthCallbackInput = z.strictObject({
  code: z.string().trim().min(1, 'The authorisation code is missing.').max(1000),
  state: z.string().trim().min(16, 'The authorisation state is missing.').max(200),
});
export type OAuthCallbackInput = z.infer<typeof oauthCallbackInput>;

export const quoteIdParams = z.strictObject({ id: z.uuid({ message: 'Not a valid id.' }) });
export type QuoteIdParams = z.infer<typeof quoteIdParams>;

/** spec 03 §7 get_document_pdf: the document as Zoho renders it. */
export const connectorPdfQuery = z.strictObject({ type: z.enum(['estimate', 'invoice']) });
export type ConnectorPdfQuery = z.infer<typeof connectorPdfQuery>;

export const leadSyncInput = z.strictObject({
  /** Also retry leads whose earlier pushes failed (up to 5 attempts each). */
  limit: z.number().int().min(1).max(200).default(50),
});
export type LeadSyncInput = z.infer<typeof leadSyncInput>;

export const syncErrorSummary = z.object({
  quoteId: z.uuid(),
  number: z.string(),
  title: z.string(),
  companyName: z.string(),
  status: quoteStatus,
  error: z.string(),
  at: z.string(),
});
export type SyncErrorSummary = z.infer<typeof syncErrorSummary>;

/** Which optional connectors this server has (provider admins): the web asks a connector's status only when it exists. */
export const connectorName = z.enum(['zoho']);
export type ConnectorName = z.infer<typeof connectorName>;
export const connectorsAvailable = z.object({ available: z.array(connectorName) });
export type ConnectorsAvailable = z.infer<typeof connectorsAvailable>;

/** The connection as the admin area shows it; tokens never appear in it. */
export const connectionStatus = z.object({
  provider: z.literal('zoho'),
  name: z.string(),
  connected: z.boolean(),
  /** 'Connected' / 'Not connected'. */
  statusLabel: z.string(),
  organizationId: z.string().nullable(),
  /** Where the organisation id comes from: the ZOHO_ORGANIZATION_ID setting, or Zoho's default organisation. */
  organizationSource: z.enum(['setting', 'zoho']).nullable(),
  connectedAt: z.string().nullable(),
  connectedBy: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastError: z.object({ message: z.string(), at: z.string().nullable() }).nullable(),
  /** Must be registered as the redirect URI of the Zoho API client. */
  redirectUri: z.string(),
  recentErrors: z.array(syncErrorSummary),
});
export type ConnectionStatus = z.infer<typeof connectionStatus>;

const pushedDocument = z.object({ id: z.string(), number: z.string().nullable(), pushedAt: z.string().nullable() }).nullable();

/** One quote as the connector sees it; no price of any kind. */
export const quoteSyncInfo = z.object({
  quoteId: z.uuid(),
  status: quoteStatus,
  connected: z.boolean(),
  estimate: pushedDocument,
  invoice: pushedDocument,
  syncError: z.string().nullable(),
  /** The actions the admin can take now. */
  canPush: z.boolean(),
  canRetry: z.boolean(),
  canPushInvoice: z.boolean(),
});
export type QuoteSyncInfo = z.infer<typeof quoteSyncInfo>;

export const quoteSyncResult = z.object({
  outcome: z.enum(['synced', 'failed']),
  /** A toast title from spec 03 §8 ('Sync Successful', 'Retry Failed', 'Zoho Books Error' …). */
  title: z.string(),
  message: z.string(),
  sync: quoteSyncInfo,
});
export type QuoteSyncResult = z.infer<typeof quoteSyncResult>;

export const leadSyncResult = z.object({
  syncedCount: z.number().int(),
  skippedCount: z.number().int(),
  failedCount: z.number().int(),
  errors: z.array(z.string()),
});
export type LeadSyncResult = z.infer<typeof leadSyncResult>;
