/** spec 01 §3 and 02 §3: maintenance ids are 'MT-' plus 8 uppercase characters. */
export const taskNumberPattern = /^MT-[A-Z0-9]{8}$/;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new task number from 8 random bytes (the caller passes crypto randomness). */
export function taskNumberFrom(random: Uint8Array): string {
  if (random.length < 8) throw new Error('need 8 random bytes');
  let out = 'MT-';
  for (let i = 0; i < 8; i++) out += alphabet[random[i]! % alphabet.length];
  return out;
}
