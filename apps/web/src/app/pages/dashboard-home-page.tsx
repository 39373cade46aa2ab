import { useMemo } from 'react';
import { DashboardHomePage as DashboardHome } from '../../features/dashboard/pages/dashboard-home-page.tsx';
import { useFeatures } from '../../lib/features.ts';
import { useSession } from '../../lib/session.ts';
import { navEntriesFor } from '../navigation/nav-config.ts';

/** The dashboard home, told which modules exist for this person (the navigation's entries), for its quick actions and links. */
export function DashboardHomePage() {
  const { me } = useSession();
  const { lacks } = useFeatures();
  const isAdmin = me?.context.isAdmin ?? false;
  const modules = useMemo(() => new Set(navEntriesFor(isAdmin, lacks).map((entry) => entry.id)), [isAdmin, lacks]);
  return <DashboardHome modules={modules} />;
}
