import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm is a const enum (unusable with isolatedModules): 2 is Argon2id.
const ARGON2ID = 2;
// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the username does not exist, so both paths cost the same time
// and the answer's timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  await verifyPassword(await dummyHash, password);
}
