/** Route-level links into the Quotes page, shared by features that must not import it. */
export function requestQuoteUrl(equipmentId: string): string {
  return `/dashboard/quotes?new=1&equipmentId=${encodeURIComponent(equipmentId)}`;
}

/** The Quotes page with one request's details open (client banners, emails). */
export function quoteDetailsUrl(quoteRequestId: string): string {
  return `/dashboard/quotes?quote=${encodeURIComponent(quoteRequestId)}`;
}
