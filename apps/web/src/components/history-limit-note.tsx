import { Link } from 'react-router';
import { useSession } from '../lib/session.ts';

/**
 * spec 01 §6 (Basic: last 50 history events): said under a history list the server cut to the plan's limit, with the
 * way to upgrade the other tier limits use (the company administrator upgrades; everyone else is told whom to ask).
 */
export function HistoryLimitNote({ limit }: { limit: number | null | undefined }) {
  const { user } = useSession();
  if (limit == null) return null;
  return (
    <p className="text-xs text-muted-foreground" role="note">
      Showing the last {limit} events on the Basic plan.{' '}
      {user?.role === 'client_admin' ? (
        <Link to="/account/billing" className="underline underline-offset-2 hover:text-foreground">
          Upgrade your plan to see the full history.
        </Link>
      ) : (
        'Ask your company administrator to upgrade the plan to see the full history.'
      )}
    </p>
  );
}
