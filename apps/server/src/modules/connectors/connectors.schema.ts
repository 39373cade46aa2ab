import { z } from 'zod';
import type { QuoteStatus } from '@gears/domain';

/** Request and answer shapes of the connector routes (the web mirrors them in its own api files). */

export const oauthCallbackInput = z.strictObject({
  code: z.string().trim().min(1, 'The authorisation code is missing.').max(1000),
  state: z.string().trim().min(16, 'The authorisation state is missing.').max(200),
});
export type OAuthCallbackInput = z.infer<typeof oauthCallbackInput>;

export const quoteIdParams = z.strictObject({ id: z.uuid({ message: 'Not a valid id.' }) });

export const documentPdfQuery = z.strictObject({ type: z.enum(['estimate', 'invoice']) });

export const leadSyncInput = z.strictObject({
  /** Also retry leads whose earlier pushes failed (up to 5 attempts each). */
  limit: z.number().int().min(1).max(200).default(50),
});

export type SyncErrorSummary = {
  quoteId: string;
  number: string;
  title: string;
  companyName: string;
  status: QuoteStatus;
  error: string;
  at: string;
};

export type ConnectionStatus = {
  provider: 'zoho';
  name: string;
  connected: boolean;
  /** 'Connected' / 'Not connected'. */
  statusLabel: string;
  organizationId: string | null;
  /** Where the organisation id comes from: the ZOHO_ORGANIZATION_ID setting, or Zoho's default organisation. */
  organizationSource: 'setting' | 'zoho' | null;
  connectedAt: string | null;
  connectedBy: string | null;
  lastSyncAt: string | null;
  lastError: { message: string; at: string | null } | null;
  /** Must be registered as the redirect URI of the Zoho API client. */
  redirectUri: string;
  recentErrors: SyncErrorSummary[];
};

/** One quote as the connector sees it; no price of any kind. */
export type QuoteSyncInfo = {
  quoteId: string;
  status: QuoteStatus;
  connected: boolean;
  estimate: { id: string; number: string | null; pushedAt: string | null } | null;
  invoice: { id: string; number: string | null; pushedAt: string | null } | null;
  syncError: string | null;
  /** The actions the admin can take now. */
  canPush: boolean;
  canRetry: boolean;
  canPushInvoice: boolean;
};

export type QuoteSyncResult = {
  outcome: 'synced' | 'failed';
  /** A toast title from spec 03 §8 ('Sync Successful', 'Retry Failed', 'Zoho Books Error' …). */
  title: string;
  message: string;
  sync: QuoteSyncInfo;
};

export type LeadSyncResult = { syncedCount: number; skippedCount: number; failedCount: number; errors: string[] };
