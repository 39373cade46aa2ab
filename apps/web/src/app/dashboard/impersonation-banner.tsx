import { LogOut, ShieldAlert } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';

type ImpersonationBannerProps = { companyName: string; onExit: () => void; isExiting?: boolean };

/** spec 01 §2: always visible while a provider admin views the portal as a client. */
export function ImpersonationBanner({ companyName, onExit, isExiting = false }: ImpersonationBannerProps) {
  return (
    <div
      role="region"
      aria-label="Impersonation status"
      className="sticky top-0 z-40 flex flex-col gap-1 bg-primary px-3 py-1.5 text-xs text-primary-foreground md:flex-row md:items-center md:gap-3 md:px-4 md:text-sm"
    >
      <div className="flex items-center gap-2">
        <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
        <strong className="font-semibold tracking-wide">ADMIN IMPERSONATION MODE ACTIVE</strong>
        <Badge className="border-primary-foreground/30 bg-primary-foreground/10 text-primary-foreground" variant="outline">
          RLS Active
        </Badge>
      </div>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <span className="min-w-0 truncate" title={companyName}>
          Viewing as: {companyName}
        </span>
        <Button
          size="sm"
          variant="outline"
          className="ml-auto border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          onClick={onExit}
          disabled={isExiting}
        >
          <LogOut aria-hidden="true" />
          {isExiting ? 'Exiting…' : 'Exit Impersonation'}
        </Button>
      </div>
    </div>
  );
}
