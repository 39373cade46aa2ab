/**
 * Route-level links into the equipment page's check-out and check-in dialogs (Assignments tab), for features that must
 * not import the equipment feature (the scanner's Quick Actions).
 */
export function checkOutUrl(equipmentId: string): string {
  return `/dashboard/equipment?view=assignments&checkout=${encodeURIComponent(equipmentId)}`;
}

export function checkInUrl(equipmentId: string): string {
  return `/dashboard/equipment?view=assignments&checkin=${encodeURIComponent(equipmentId)}`;
}
