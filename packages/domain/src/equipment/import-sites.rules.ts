/**
 * Issue 19 item 7: a file's Location names one of the company's job sites when the two read the same trimmed, with
 * runs of whitespace as one space, in any case ("  north   YARD " is "North Yard"). A name two open sites share
 * names neither: the machine keeps the text and no site is guessed.
 */
export function siteNameKey(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

export type SiteMatcher = (location: string | null | undefined) => string | null;

/** The site id a Location names, among these sites (the company's open ones), or null. */
export function siteMatcher(sites: readonly { id: string; name: string }[]): SiteMatcher {
  const byKey = new Map<string, string | null>();
  for (const site of sites) {
    const key = siteNameKey(site.name);
    if (!key) continue;
    byKey.set(key, byKey.has(key) ? null : site.id);
  }
  return (location) => (location ? (byKey.get(siteNameKey(location)) ?? null) : null);
}
