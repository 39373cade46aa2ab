import { Eye } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useExitImpersonation } from '../../../lib/session.ts';

export function AdminViewNotice({ companyName }: { companyName: string }) {
  const exit = useExitImpersonation();
  return (
    <Alert variant="warning" className="flex-wrap items-center">
      <Eye aria-hidden="true" />
      <div className="grid flex-1 gap-0.5">
        <p className="font-semibold">Admin View</p>
        <p className="text-muted-foreground">You are seeing GEARS Portal exactly as {companyName} sees it.</p>
      </div>
      <Button size="sm" variant="outline" onClick={() => exit.mutate()} disabled={exit.isPending}>
        Exit Impersonation
      </Button>
    </Alert>
  );
}
