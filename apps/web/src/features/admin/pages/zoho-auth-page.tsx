import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useCompleteZohoConnection, useConnectionStatus } from '../api/integrations-api.ts';
import { AdminGuard } from '../components/admin-guard.tsx';

const backToIntegrations = '/dashboard/admin?tab=integrations';

function Result({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children?: ReactNode }) {
  return (
    <Card className="mx-auto mt-8 max-w-md text-center">
      <CardHeader className="items-center gap-2">
        {icon}
        <CardTitle>{title}</CardTitle>
        <CardDescription className="break-words">{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center gap-2">
        {children ?? (
          <Button asChild>
            <Link to={backToIntegrations}>Back to Integrations</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /zoho-auth: where Zoho's consent screen sends the admin back (the redirect URI registered at Zoho). The code and
 * state go to the server, which checks the state against this session and exchanges the code; no token ever
 * reaches the browser. The code is taken out of the address bar at once.
 */
function ZohoCallback() {
  const [params] = useSearchParams();
  const complete = useCompleteZohoConnection();
  const sent = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error');

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    if (code && state && !denied) complete.mutate({ code, state });
  }, [code, state, denied, complete]);

  if (denied || !code || !state) {
    return (
      <Result
        icon={<XCircle className="size-8 text-destructive" aria-hidden="true" />}
        title="Not connected"
        description={
          denied === 'access_denied'
            ? 'The access request was declined in Zoho.'
            : 'Zoho did not send an authorisation code. Start again from Integrations.'
        }
      />
    );
  }
  if (complete.isError) {
    return (
      <Result
        icon={<XCircle className="size-8 text-destructive" aria-hidden="true" />}
        title="Connection failed"
        description={errorMessage(complete.error, 'The connection could not be completed. Start again from Integrations.')}
      />
    );
  }
  if (complete.isSuccess) {
    const s = complete.data;
    return (
      <Result
        icon={<CheckCircle2 className="size-8 text-success" aria-hidden="true" />}
        title={`${s.name}: ${s.statusLabel}`}
        description={
          s.organizationId
            ? `Organisation ${s.organizationId}.${s.lastError ? ` ${s.lastError.message}` : ''}`
            : (s.lastError?.message ?? '')
        }
      />
    );
  }
  return (
    <div role="status" className="mx-auto mt-16 flex items-center justify-center gap-2 text-muted-foreground">
      <Loader2 className="animate-spin" aria-hidden="true" />
      Completing the connection…
    </div>
  );
}

export function ZohoAuthPage() {
  usePageMeta('Integrations', { noindex: true });
  const status = useConnectionStatus();
  return (
    <AdminGuard>
      {status.isPending ? null : status.data === null ? (
        // The connector is off on this server: this address means nothing here.
        <Result icon={null} title="This dashboard page does not exist" description="Check the address, or pick a page from the navigation.">
          <Button asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </Result>
      ) : (
        <ZohoCallback />
      )}
    </AdminGuard>
  );
}
