/** A notification links only inside the portal: one leading slash, no scheme, no protocol-relative //host. */
export function isPortalLink(link: string): boolean {
  return /^\/(?![/\\])/.test(link) && !/[\s\u0000-\u001f]/.test(link) && link.length <= 500;
}

/** What the bell's badge shows: the count, or 99+ past 99; nothing at 0. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
