import { roleLabels, type Role } from '../platform/roles.rules.ts';

/**
 * spec 02 §5 and §6: only these five roles can be assigned maintenance tasks, listed grouped in
 * the order manager, technician, client_admin, supervisor, gears_admin.
 */
export const assignableRoleOrder = [
  'manager',
  'technician',
  'client_admin',
  'supervisor',
  'gears_admin',
] as const satisfies readonly Role[];

export type TeamMember = { id: string; name: string; email: string; role: string; jobTitle: string | null };
export type TeamGroup = { role: Role; label: string; members: TeamMember[] };

/** Groups members by role in the spec's order, names sorted within a group; empty groups are left out. */
export function groupAssignableMembers(members: TeamMember[]): TeamGroup[] {
  return assignableRoleOrder
    .map((role) => ({
      role,
      label: roleLabels[role],
      members: members.filter((m) => m.role === role).sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((g) => g.members.length > 0);
}

export const isAssignableRole = (role: string): boolean => (assignableRoleOrder as readonly string[]).includes(role);
