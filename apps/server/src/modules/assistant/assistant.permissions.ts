import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The assistant routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const assistantRoutePermissions = {
  // The assistant: every signed-in role; each answer reads through the modules' own services and scope (issue 18 item 3).
  'POST /api/assistant/messages': 'account.self',
} satisfies RoutePermissions;
