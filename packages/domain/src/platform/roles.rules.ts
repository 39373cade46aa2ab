import { z } from 'zod';

/** spec 01 §6: the provider's staff role and the four client roles. */
export const roles = ['gears_admin', 'client_admin', 'manager', 'supervisor', 'technician'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

export const clientRoles = ['client_admin', 'manager', 'supervisor', 'technician'] as const;
export const clientRole = z.enum(clientRoles);
export type ClientRole = z.infer<typeof clientRole>;

export { roleLabels } from './role-labels.ts';

/** Admin status comes only from the role stored in the database (DESIGN §6). */
export function isAdminRole(value: string | null | undefined): boolean {
  return value === 'gears_admin';
}
