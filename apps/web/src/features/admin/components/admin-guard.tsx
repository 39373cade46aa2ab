import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock, ShieldX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useSession } from '../../../lib/session.ts';

/** spec 01 §2: the admin area says who is asking when it refuses. The server enforces the same rule. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status, me } = useSession();
  if (status === 'loading') return <LoadingScreen fullScreen={false} />;

  if (!me) {
    return (
      <Card className="mx-auto mt-8 max-w-md text-center">
        <CardHeader className="items-center">
          <Lock className="size-8 text-muted-foreground" aria-hidden="true" />
          <CardTitle>Authentication Required</CardTitle>
          <CardDescription>Sign in to open the admin area.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={`/auth?returnTo=${encodeURIComponent('/dashboard/admin')}`}>Sign In</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  if (!me.context.isAdmin) {
    return (
      <Card className="mx-auto mt-8 max-w-md text-center" role="alert">
        <CardHeader className="items-center">
          <ShieldX className="size-8 text-destructive" aria-hidden="true" />
          <CardTitle>Access Denied</CardTitle>
          <CardDescription>The admin area is for GEARS employees only.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <dl className="grid gap-1 rounded-md bg-muted p-3 text-left text-sm">
            <div className="flex gap-2">
              <dt className="text-muted-foreground">Signed in as</dt>
              <dd className="truncate font-medium">{me.user.email}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-muted-foreground">User id</dt>
              <dd className="truncate font-mono text-xs leading-5">{me.user.id}</dd>
            </div>
          </dl>
          <Button variant="outline" asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return <>{children}</>;
}
