import { z } from 'zod';

/** The one wording for a text over its limit. */
export const tooLong = (max: number) => `At most ${max} characters`;

/** An optional text field: trimmed, at most `max` characters; empty, null or missing all read as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));
