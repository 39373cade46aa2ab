/**
 * The answers a signed-in page's HTML carries for its first GET requests (apps/server/src/platform/first-data.ts): the
 * server asked its own API with this browser's cookie, so each is what the network would have answered, a moment
 * earlier. Each is used once, for the same path, while the page is fresh; every later request goes to the network.
 */
const elementId = 'gears-first-data';
/** Answers older than this are not used: the data may have changed since the page was served. */
const freshForMs = 30_000;

let answers: Map<string, unknown> | null = null;
let readAt = 0;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  readAt = Date.now();
  if (typeof document === 'undefined') return answers;
  const element = document.getElementById(elementId);
  if (!element?.textContent) return answers;
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [path, value] of Object.entries(parsed)) answers.set(path, value);
  } catch {
    // A damaged block only costs the requests it would have saved.
  }
  element.remove();
  return answers;
}

/** The page's answer for this GET path, once; undefined when there is none (or it is no longer fresh). */
export function takeFirstAnswer(path: string): { value: unknown } | undefined {
  const map = load();
  if (!map.has(path)) return undefined;
  const value = map.get(path);
  map.delete(path);
  if (Date.now() - readAt > freshForMs) {
    map.clear();
    return undefined;
  }
  return { value };
}

/** Forgets every answer not yet used (sign-in, sign-out, impersonation: they belong to the previous context). */
export function forgetFirstAnswers(): void {
  load().clear();
}
