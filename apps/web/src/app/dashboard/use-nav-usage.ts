import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavUsage } from '@gears/domain';
import { parseNavUsage, recordNavUsage } from '@gears/domain/platform/bottom-nav.rules';
import { readJson, writeJson } from '../../lib/storage.ts';
import { navEntryForPath, type NavEntry } from '../navigation/nav-config.ts';

export const navUsageStorageKey = 'nav-usage';

/**
 * Counts visits to each navigation entry (spec 01 §2). The ranking uses the usage read when the
 * dashboard opened, so tabs do not jump around under the user's thumb while they navigate.
 */
export function useNavUsage(entries: readonly NavEntry[]): NavUsage {
  const [usageAtOpen] = useState(() => parseNavUsage(readJson(navUsageStorageKey)));
  const { pathname } = useLocation();
  useEffect(() => {
    const entry = navEntryForPath(pathname, entries);
    if (!entry) return;
    const usage = parseNavUsage(readJson(navUsageStorageKey));
    writeJson(navUsageStorageKey, recordNavUsage(usage, entry.id, Date.now()));
  }, [pathname, entries]);
  return usageAtOpen;
}
