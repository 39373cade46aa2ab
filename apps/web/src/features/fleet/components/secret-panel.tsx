import { KeyRound } from 'lucide-react';
import type { ConnectionKind } from '@gears/domain/fleet/providers';
import { Alert } from '../../../components/ui/alert.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import type { SourceWithSecret } from '../api/sources-api.ts';

/** The ingest URL each way of connecting uses, with what to do with it. */
const urlRows: { kind: ConnectionKind; key: 'osmand' | 'traccarForward' | 'json'; label: string; hint: string }[] = [
  {
    kind: 'osmand',
    key: 'osmand',
    label: 'OsmAnd URL (Traccar Client and OsmAnd devices)',
    hint: 'In Traccar Client, set the server URL to this; the device identifier is the device ID you assign.',
  },
  {
    kind: 'traccar_forward',
    key: 'traccarForward',
    label: 'Traccar forward URL',
    hint: 'On the Traccar server (traccar.xml), set forward.url, and event.forward.url for events, to this, with JSON forwarding on.',
  },
  { kind: 'json_push', key: 'json', label: 'JSON push URL', hint: 'POST one position or a batch of positions as JSON to this URL.' },
];

/**
 * The secret and the ingest URLs, right after a source is added or its secret rotated: shown this once, never again
 * (the server keeps only a hash). Each has a copy button.
 */
export function SecretPanel({ created, connects }: { created: SourceWithSecret; connects: readonly ConnectionKind[] }) {
  if (!created.secret || !created.ingestUrls) return null;
  const urls = created.ingestUrls;
  const rows = urlRows.filter((row) => connects.includes(row.kind));
  return (
    <div className="grid gap-3" data-testid="source-secret">
      <Alert variant="warning">
        <KeyRound aria-hidden="true" />
        <p>
          <strong>Copy these now: you will not see the secret again.</strong> The portal keeps only a fingerprint of it. If it is lost,
          rotate the secret and update the devices.
        </p>
      </Alert>
      {rows.map((row) => (
        <div key={row.key} className="grid gap-1">
          <p className="text-sm font-medium">{row.label}</p>
          <CopyField value={urls[row.key]} label={row.label} />
          <p className="text-xs text-muted-foreground">{row.hint}</p>
        </div>
      ))}
      <div className="grid gap-1">
        <p className="text-sm font-medium">Secret</p>
        <CopyField value={created.secret} label="Secret" />
        <p className="text-xs text-muted-foreground">Part of each URL above; anyone holding it can send positions for this source.</p>
      </div>
    </div>
  );
}
