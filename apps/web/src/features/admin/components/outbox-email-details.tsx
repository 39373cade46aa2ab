import type { OutboxEmail } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';

/**
 * One outbox email as the server returns it: links that let someone in without a password (a reset, an invitation)
 * already read 'link hidden — resend'; only the delivered email carries them. Resend issues a fresh one the normal way.
 */
export function OutboxEmailDetails({ email, onResend, isPending }: { email: OutboxEmail; onResend: () => void; isPending: boolean }) {
  return (
    <div className="grid gap-3">
      {email.error ? <p className="text-sm text-destructive">Error: {email.error}</p> : null}
      {email.linksHidden > 0 ? (
        <p role="note" className="rounded-md border border-info/50 bg-info/10 p-3 text-sm">
          The link in this email is hidden here: whoever holds it can use it. Resend emails {email.toAddress} a fresh one.
        </p>
      ) : null}
      <pre className="max-h-[60dvh] overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap">{email.body}</pre>
      <div className="flex justify-end">
        <Button onClick={onResend} disabled={isPending}>
          {isPending ? 'Resending…' : 'Resend'}
        </Button>
      </div>
    </div>
  );
}
