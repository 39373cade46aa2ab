import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Link2, Loader2, RefreshCw, Unlink, UsersRound } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { quoteDetailsUrl } from '../../../lib/quote-links.ts';
import {
  useConnectionStatus,
  useDisconnectZoho,
  useStartZohoConnection,
  useSyncZohoLeads,
  type ConnectionStatus,
} from '../api/integrations-api.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function RecentErrors({ errors }: { errors: ConnectionStatus['recentErrors'] }) {
  if (errors.length === 0)
    return <p className="text-sm text-muted-foreground">No failed pushes. Quotes that fail to reach Zoho Books are listed here.</p>;
  return (
    <ul className="grid gap-2">
      {errors.map((e) => (
        <li key={e.quoteId} className="grid gap-1 rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Link className="font-medium underline-offset-2 hover:underline" to={quoteDetailsUrl(e.quoteId)}>
              {e.number} · {e.title}
            </Link>
            <span className="text-muted-foreground">{e.companyName}</span>
            <span className="text-xs text-muted-foreground">{formatDateTime(e.at)}</span>
          </div>
          <p className="break-words text-destructive">{e.error}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Admin → Integrations: the optional accounting connector (DESIGN §5). The admin page shows this tab only when the
 * server has the connector configured; our ledger stays the record whatever happens here.
 */
export function IntegrationsTab() {
  const status = useConnectionStatus();
  const connect = useStartZohoConnection();
  const disconnect = useDisconnectZoho();
  const syncLeads = useSyncZohoLeads();
  const [confirming, setConfirming] = useState(false);

  if (status.isPending) return <SkeletonRows label="Loading integrations" />;
  if (status.isError)
    return <ErrorState message={errorMessage(status.error, 'Failed to load the integrations')} onRetry={() => void status.refetch()} />;
  const s = status.data;
  if (!s) return null;

  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>{s.name}</CardTitle>
            <Badge variant={s.connected ? 'success' : 'secondary'}>{s.statusLabel}</Badge>
          </div>
          <CardDescription>
            Sends accepted quotes as estimates, converted invoices as invoices, and new leads as CRM leads. The portal's own ledger stays
            the record: a failure here never blocks an invoice or a payment.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Fact label="Organisation">
              {s.organizationId ?? 'Not known yet'}
              {s.organizationSource ? (
                <span className="text-muted-foreground"> ({s.organizationSource === 'setting' ? 'from settings' : 'Zoho default'})</span>
              ) : null}
            </Fact>
            <Fact label="Connected">
              {s.connectedAt ? `${formatDateTime(s.connectedAt)}${s.connectedBy ? ` by ${s.connectedBy}` : ''}` : '—'}
            </Fact>
            <Fact label="Last successful sync">{s.lastSyncAt ? formatDateTime(s.lastSyncAt) : 'Never'}</Fact>
          </dl>
          {s.lastError ? (
            <Alert variant="destructive" role="status">
              <AlertTriangle aria-hidden="true" />
              <div className="grid gap-0.5">
                <span className="font-medium">Last error{s.lastError.at ? ` · ${formatDateTime(s.lastError.at)}` : ''}</span>
                <span className="break-words">{s.lastError.message}</span>
              </div>
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => connect.mutate()} disabled={connect.isPending} variant={s.connected ? 'outline' : 'default'}>
              {connect.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Link2 aria-hidden="true" />}
              {s.connected ? 'Reconnect' : 'Connect'}
            </Button>
            {s.connected ? (
              <>
                <Button variant="outline" onClick={() => syncLeads.mutate()} disabled={syncLeads.isPending}>
                  {syncLeads.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UsersRound aria-hidden="true" />}
                  Sync leads now
                </Button>
                <Button variant="ghost" className="text-destructive hover:bg-destructive/10" onClick={() => setConfirming(true)}>
                  <Unlink aria-hidden="true" />
                  Disconnect
                </Button>
              </>
            ) : null}
            <Button variant="ghost" onClick={() => void status.refetch()} disabled={status.isFetching}>
              <RefreshCw className={status.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              Refresh
            </Button>
          </div>
          {!s.connected ? (
            <div className="grid gap-1.5 text-sm">
              <p className="text-muted-foreground">
                Register this redirect URI for the portal's client in the Zoho API console, then press Connect:
              </p>
              <CopyField value={s.redirectUri} label="Redirect URI" />
            </div>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Recent sync errors</CardTitle>
        </CardHeader>
        <CardContent>
          <RecentErrors errors={s.recentErrors} />
        </CardContent>
      </Card>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect Zoho?"
        description="The portal stops sending estimates, invoices and leads to Zoho, and its authorisation is revoked. Documents already in Zoho stay there."
        confirmLabel={disconnect.isPending ? 'Disconnecting…' : 'Disconnect'}
        destructive
        isPending={disconnect.isPending}
        onConfirm={() => disconnect.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
