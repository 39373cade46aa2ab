import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Building2, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

export function TopBar({ companyName }: { companyName: string }) {
  const queryClient = useQueryClient();
  const fetching = useIsFetching() > 0;
  return (
    <div className="flex h-12 items-center gap-2 border-b px-3 md:px-5 lg:px-6">
      <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="truncate text-sm text-muted-foreground">{companyName}</span>
      <Button variant="ghost" size="sm" className="ml-auto" onClick={() => void queryClient.invalidateQueries()} disabled={fetching}>
        <RefreshCw className={cn(fetching && 'animate-spin')} aria-hidden="true" />
        Refresh
      </Button>
    </div>
  );
}
