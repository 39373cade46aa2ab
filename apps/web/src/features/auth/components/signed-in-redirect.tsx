import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { authRedirectDelayMs } from '../auth-redirect.ts';

export function SignedInRedirect({ target }: { target: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(target, { replace: true }), authRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);

  return (
    <Card className="grid justify-items-center gap-3 p-6 text-center" role="status">
      <CheckCircle2 className="size-8 text-success" aria-hidden="true" />
      <h1 className="text-lg font-semibold">You're signed in</h1>
      <p className="text-sm text-muted-foreground">
        Taking you to <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">{target}</code>
      </p>
      <Button variant="outline" onClick={() => navigate(target, { replace: true })}>
        Continue Manually
      </Button>
    </Card>
  );
}
