import type { Role } from './roles.rules.ts';

/**
 * How each role reads in the UI. Its own zod-free module: the greeting on the first dashboard screen shows it, and
 * importing roles.rules (zod enums) there put zod on the login → dashboard path (DESIGN §7: ≤ 170 kB gzipped).
 */
export const roleLabels: Record<Role, string> = {
  gears_admin: 'GEARS Admin',
  client_admin: 'Client Admin',
  manager: 'Manager',
  supervisor: 'Supervisor',
  technician: 'Technician',
};
