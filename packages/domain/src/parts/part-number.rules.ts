/** spec 02 §3: a part number left empty is generated as PN-{timestamp}-{4 random chars}. */
export const generatedPartNumberPattern = /^PN-\d{13}-[A-Z0-9]{4}$/;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The timestamp is milliseconds since 1970 (13 digits until the year 2286); the caller passes crypto randomness. */
export function generatePartNumber(now: Date, random: Uint8Array): string {
  if (random.length < 4) throw new Error('need 4 random bytes');
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += alphabet[random[i]! % alphabet.length];
  return `PN-${now.getTime()}-${suffix}`;
}

/**
 * A part number as compared for matching and uniqueness: letters and digits only, upper case
 * ('1R-0750', '1r 0750' and '1R0750' are the same part).
 */
export const partNumberKey = (value: string): string => value.toUpperCase().replace(/[^A-Z0-9]/g, '');
