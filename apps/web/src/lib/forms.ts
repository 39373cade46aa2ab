import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, fieldErrors } from './api-client.ts';

/**
 * A react-hook-form resolver from a packages/domain schema (issue 14 item 6): the form's values, as the inputs hold
 * them (numbers as text), become the API input through `toInput`, and the schema the server parses checks them. So the
 * form shows the domain's messages, word for word, and hands the parsed input to its submit handler.
 *
 * `toInput` keeps the form's field names, so an issue's path is the field that shows it. An issue that names no field
 * (spec 02 §5 "Missing information: …" covers two) is the form's: `errors.root`.
 */
export function domainResolver<Values extends FieldValues, Output>(
  toInput: (values: Values) => unknown,
  schema: z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(z.custom<Values>().transform(toInput).pipe(schema));
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = result.errors as Record<string, FieldErrors[string]>;
    const formError = errors[''];
    if (formError) {
      delete errors[''];
      errors.root = formError;
    }
    return result as Awaited<ReturnType<Resolver<Values, unknown, Output>>>;
  };
}

/**
 * The server's answer on the form: validation details by path onto the fields the form has, anything else (or a
 * detail for a field the form does not show) as the form's message.
 */
export function showServerError<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  fields: readonly string[],
  fallback: string,
): void {
  const byField = Object.entries(fieldErrors(error)).filter(([field]) => fields.includes(field));
  for (const [field, message] of byField) setError(field as Path<Values>, { type: 'server', message });
  if (byField.length === 0) setError('root', { type: 'server', message: errorMessage(error, fallback) });
}

/** Text as typed → the API's value: trimmed, or null when empty. */
export const textOrNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/** A number input's text → null when empty, else the number (NaN when it is not one, which the schema refuses). */
export const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));
