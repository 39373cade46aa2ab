import { hash, verify } from '@node-rs/argon2';
import { passwordProblem } from '@gears/domain';
import { AppError } from './errors.ts';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export async function hashPassword(plain: string): Promise<string> {
  const problem = passwordProblem(plain);
  if (problem) throw new AppError('VALIDATION', problem);
  return hash(plain, options);
}

export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  if (!stored) {
    // Same work as a real check, so a missing account takes as long as a wrong password.
    await hash(plain, options);
    return false;
  }
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
