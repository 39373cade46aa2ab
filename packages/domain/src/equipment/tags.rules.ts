/** spec 02 §5 and §9: tags are lowercased and trimmed, never duplicated, at most 10. */
export const maxTags = 10;
export const maxTagLength = 40;

export const tagMessages = {
  tooMany: `At most ${maxTags} tags`,
  tooLong: `A tag can have at most ${maxTagLength} characters`,
} as const;

export function normalizeTag(raw: string): string {
  return raw.trim().toLowerCase().replace(/\s+/g, ' ');
}

export type TagAddResult = { tags: string[]; added: boolean; error: string | null };

/**
 * The tag input's Enter / comma: adds one tag. An empty or duplicate tag is ignored;
 * an eleventh tag or an over-long one is refused with a message.
 */
export function addTag(tags: readonly string[], raw: string): TagAddResult {
  const tag = normalizeTag(raw.replace(/,/g, ' '));
  if (!tag || tags.includes(tag)) return { tags: [...tags], added: false, error: null };
  if (tag.length > maxTagLength) return { tags: [...tags], added: false, error: tagMessages.tooLong };
  if (tags.length >= maxTags) return { tags: [...tags], added: false, error: tagMessages.tooMany };
  return { tags: [...tags, tag], added: true, error: null };
}

/** The tag input's Backspace on an empty field: removes the last tag. */
export function removeLastTag(tags: readonly string[]): string[] {
  return tags.slice(0, -1);
}

/** A whole list from the API or a CSV cell: normalised and de-duplicated, in first-seen order. */
export function normalizeTags(raw: readonly string[]): { tags: string[]; error: string | null } {
  const tags: string[] = [];
  for (const item of raw) {
    const tag = normalizeTag(item);
    if (!tag || tags.includes(tag)) continue;
    if (tag.length > maxTagLength) return { tags, error: tagMessages.tooLong };
    tags.push(tag);
  }
  if (tags.length > maxTags) return { tags: tags.slice(0, maxTags), error: tagMessages.tooMany };
  return { tags, error: null };
}

/** A CSV cell holds tags separated by commas or semicolons. */
export function splitTagCell(cell: string): string[] {
  return cell.split(/[;,]/);
}
