import { Link } from 'react-router';
import { ChevronRight, KeyRound, Palette, ShieldCheck, UserRound, Users, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { useSession } from '../../../lib/session.ts';
import { AdminViewNotice } from '../components/admin-view-notice.tsx';
import { GreetingCard } from '../components/greeting-card.tsx';

type Shortcut = { to: string; title: string; text: string; icon: LucideIcon };

function ShortcutCard({ shortcut }: { shortcut: Shortcut }) {
  return (
    <Link to={shortcut.to} className="group rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
      <Card className="flex h-full items-center gap-3 p-4 transition-colors group-hover:bg-muted/50">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
          <shortcut.icon className="size-5" aria-hidden="true" />
        </span>
        <span className="grid flex-1 gap-0.5">
          <span className="font-medium">{shortcut.title}</span>
          <span className="text-sm text-muted-foreground">{shortcut.text}</span>
        </span>
        <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
      </Card>
    </Link>
  );
}

export function DashboardHomePage() {
  usePageMeta('Dashboard', { noindex: true });
  const { me } = useSession();
  if (!me) return <LoadingScreen fullScreen={false} />;

  const shortcuts: Shortcut[] = [
    { to: '/settings', title: 'Profile', text: 'Your name, job title and photo', icon: UserRound },
    { to: '/settings?tab=password', title: 'Password', text: 'Change your password', icon: KeyRound },
    { to: '/settings?tab=appearance', title: 'Appearance', text: 'Light, dark or system theme', icon: Palette },
  ];
  if (me.user.role === 'client_admin') {
    shortcuts.push({ to: '/settings?tab=team', title: 'Team', text: 'Invite colleagues and manage access', icon: Users });
  }
  if (me.context.isAdmin) {
    shortcuts.unshift({
      to: '/dashboard/admin',
      title: 'Admin',
      text: 'Companies, registration requests, email outbox and security events',
      icon: ShieldCheck,
    });
  }

  return (
    <div className="grid grid-cols-1 gap-5">
      {me.context.isImpersonating ? <AdminViewNotice companyName={me.context.companyName} /> : null}
      <GreetingCard me={me} />
      <section aria-labelledby="shortcuts-heading" className="grid gap-3">
        <h2 id="shortcuts-heading" className="text-sm font-semibold text-muted-foreground">
          Go to
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {shortcuts.map((shortcut) => (
            <ShortcutCard key={shortcut.to} shortcut={shortcut} />
          ))}
        </div>
      </section>
    </div>
  );
}
