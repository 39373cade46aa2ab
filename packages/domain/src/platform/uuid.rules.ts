/** spec 01 §5: a company id must be a UUID of version 1 to 5. */
const uuidV1to5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidV1to5.test(value);
}
