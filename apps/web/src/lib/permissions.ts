import { useCallback } from 'react';
import { can as roleCan, type Action } from '@gears/domain/platform/permissions.rules';
import { useSession } from './session.ts';

/**
 * The signed-in person's permissions, from the same table the server enforces (ADR 0008): refused actions are not
 * shown. While the session loads nothing is allowed, so a refused button never flashes.
 */
export function usePermissions(): (action: Action) => boolean {
  const role = useSession().user?.role;
  return useCallback((action: Action) => roleCan(role, action), [role]);
}

export function useCan(action: Action): boolean {
  return usePermissions()(action);
}
