import { PlugZap } from 'lucide-react';
import type { TrackerSource } from '@gears/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTestSource } from '../api/sources-api.ts';

/** The connection test (spec 02 §4: connected with last sync now, or error with the provider's message) and its result. */
export function TestConnection({ source, compact = false }: { source: TrackerSource; compact?: boolean }) {
  const test = useTestSource();
  const result = test.data;
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        size={compact ? 'sm' : 'default'}
        onClick={() => test.mutate(source.id)}
        disabled={test.isPending}
        className="justify-self-start"
      >
        <PlugZap aria-hidden="true" />
        {test.isPending ? 'Testing…' : 'Test connection'}
      </Button>
      {test.isError ? (
        <Alert variant="destructive" role="alert">
          <p>{errorMessage(test.error, 'The connection could not be tested.')}</p>
        </Alert>
      ) : result ? (
        result.connectionStatus === 'connected' ? (
          <Alert variant="success" role="status">
            <p>Connected. Last sync {formatDateTime(result.lastSyncAt)}.</p>
          </Alert>
        ) : (
          <Alert variant="destructive" role="alert">
            <p>
              {result.connectionStatus === 'error' ? 'Connection failed: ' : 'Not connected: '}
              {result.errorMessage ?? 'the provider gave no reason.'}
            </p>
          </Alert>
        )
      ) : null}
    </div>
  );
}
