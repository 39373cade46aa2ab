/** Route-level links into the Service page, shared by features that must not import it. */
export function scheduleMaintenanceUrl(equipmentId: string): string {
  return `/dashboard/maintenance?new=1&equipmentId=${encodeURIComponent(equipmentId)}`;
}

export function equipmentServiceUrl(equipmentId: string): string {
  return `/dashboard/maintenance?equipmentId=${encodeURIComponent(equipmentId)}`;
}
