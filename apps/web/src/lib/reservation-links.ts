/** Route-level links into the Equipment page's Reservations tab, shared by features that must not import it. */
export function reserveAssetUrl(equipmentId: string): string {
  return `/dashboard/equipment?view=reservations&reserve=${encodeURIComponent(equipmentId)}`;
}
