import { dateFormat } from '../../../lib/intl-cache.ts';

/**
 * A large fleet's figures for a preset period are computed by a job once a minute (ADR 0042): the answer's asOf says when,
 * and the panel says so. Nothing is shown for figures computed for this request (asOf null).
 */
export function AsOfNote({ asOf }: { asOf: string | null }) {
  if (!asOf) return null;
  const time = dateFormat({ hour: '2-digit', minute: '2-digit' }).format(new Date(asOf));
  return <p className="text-xs text-muted-foreground">Figures as of {time}; a large fleet's figures are computed once a minute.</p>;
}
