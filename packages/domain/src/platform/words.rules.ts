/**
 * A count with its noun: "1 row", "2 rows", "1 more item". `many` defaults to `one` + "s"; the number is grouped
 * for reading ("1,234 rows").
 */
export function countOf(n: number, one: string, many: string = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/**
 * "a" or "an" before words that start with a vowel letter ("an approved repair request", "a declined one"). Good for
 * the status words of our messages, which all sound as they are spelled; not a general English rule ("a unit").
 */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}
