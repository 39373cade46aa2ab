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

/**
 * Query options that start a query from the page's answers (issue 17 Speed, ADR 0043): with every path answered, the
 * query is built holding `shape(values)`, so the page's first render already has its data. Without this the page
 * rendered a skeleton, then the answer arrived a moment later as a store update, which React renders synchronously:
 * the whole page again in one long task. The answers are taken (used once) only when all are there and fresh;
 * otherwise nothing is taken and the query asks as usual (the api-client still answers what it can). The data counts
 * as fetched when the page was read, so the query's staleTime decides when it is asked again.
 */
export function startFromFirstAnswers<T>(paths: readonly string[], shape: (values: unknown[]) => T) {
  return {
    initialData: (): T | undefined => {
      const map = load();
      if (paths.length === 0 || !paths.every((path) => map.has(path)) || Date.now() - readAt > freshForMs) return undefined;
      return shape(paths.map((path) => takeFirstAnswer(path)!.value));
    },
    initialDataUpdatedAt: (): number => readAt,
  };
}

/** The same for a query of one path whose answer is used as it is. */
export function startFromFirstAnswer<T>(path: string) {
  return startFromFirstAnswers<T>([path], ([value]) => value as T);
}

/** The same for an infinite list whose first page is this path. */
export function startListFromFirstAnswer<P, Param>(path: string, initialPageParam: Param) {
  return startFromFirstAnswers<{ pages: P[]; pageParams: Param[] }>([path], ([page]) => ({
    pages: [page as P],
    pageParams: [initialPageParam],
  }));
}
