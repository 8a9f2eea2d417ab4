// Every check of a secret slows down the same way when it keeps failing: the password at
// sign-in and when changing it (a stolen token must not be enough to find the password),
// the e-mailed sign-up code, and the reset code. Three counts (docs/security.md):
// - per account and client address: 5 free failures, then a growing delay. Guesses from
//   one place slow that place only, never the owner signing in from elsewhere;
// - per address, for all secrets and accounts: 20 (a clinic behind one NAT);
// - per account, from everywhere: a ceiling of 50 against guessing spread over many
//   addresses. A device that signed in to the account with the right password in the last
//   90 days (known-devices.ts) is not held by it, so the owner is never locked out.
// The account is what was typed (name or e-mail), whether or not such an account exists,
// so the delay itself reveals nothing. Every attempt is counted atomically BEFORE the
// secret is checked, so parallel guesses cannot slip past the limit; a success gives its
// count back. (The table keeps its first name, LoginThrottle.)
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors';
import { addressGroup } from './address-group';
import { nowOf, type AccountDeps } from './deps';

const FREE_ATTEMPTS = { pair: 5, address: 20, account: 50 } as const;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;
// Attempts older than this are forgiven.
const WINDOW_MS = 15 * 60_000;

export type ThrottleKey = { kind: keyof typeof FREE_ATTEMPTS; key: string };

/** Sign-in and password change guess the same secret, so they share one count. */
export type Secret = 'password' | 'registration-code' | 'reset-code';

/**
 * The counts an attempt takes: its account from its address, its address (grouped), and
 * the account's ceiling unless the attempt comes from a device the account knows.
 */
export const throttleKeys = (
  secret: Secret,
  account: string,
  address: string | undefined,
  knownDevice = false,
): ThrottleKey[] => {
  const name = `${secret}:${account.trim().toLowerCase()}`;
  const group = address ? addressGroup(address) : 'unknown';
  return [
    { kind: 'pair', key: `${name}@${group}` },
    ...(address ? [{ kind: 'address' as const, key: `address:${group}` }] : []),
    ...(knownDevice ? [] : [{ kind: 'account' as const, key: name }]),
  ];
};

/**
 * Runs one check of a secret under the throttle. `check` throws when the secret is wrong
 * (that attempt stays counted); when it returns, the attempt is given back.
 * `knownDevice`: the attempt comes from a device that signed in to this account lately.
 */
export async function throttledCheck<T>(
  deps: AccountDeps,
  secret: Secret,
  account: string,
  check: () => Promise<T>,
  knownDevice = false,
): Promise<T> {
  const keys = throttleKeys(secret, account, deps.clientAddress, knownDevice);
  await takeAttempt(deps.prisma, keys, nowOf(deps));
  const result = await check();
  await attemptSucceeded(deps.prisma, keys);
  return result;
}

export function delayAfter(attempts: number, free: number): number {
  if (attempts <= free) return 0;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** (attempts - free - 1), MAX_DELAY_SECONDS);
}

/**
 * Counts this attempt and decides whether it may go on. Past the free attempts, the
 * first one over sets a lock and is refused; while locked everything is refused; after
 * the lock, one attempt at a time may try (it takes the next, longer lock as it goes).
 */
export async function takeAttempt(prisma: PrismaClient, keys: ThrottleKey[], now: Date) {
  for (const { kind, key } of keys) {
    const windowStart = new Date(now.getTime() - WINDOW_MS);
    const [row] = await prisma.$queryRaw<{ failures: number }[]>`
      INSERT INTO "LoginThrottle" (key, failures, "updatedAt") VALUES (${key}, 1, ${now})
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN "LoginThrottle"."updatedAt" < ${windowStart} THEN 1 ELSE "LoginThrottle".failures + 1 END,
        "lockedUntil" = CASE WHEN "LoginThrottle"."updatedAt" < ${windowStart} THEN NULL ELSE "LoginThrottle"."lockedUntil" END,
        "updatedAt" = ${now}
      RETURNING failures`;
    const free = FREE_ATTEMPTS[kind];
    if (row.failures <= free) continue;
    const lockedUntil = new Date(now.getTime() + delayAfter(row.failures, free) * 1000);
    // Only one attempt can take the lock when none is held.
    const claimed = await prisma.loginThrottle.updateMany({
      where: { key, OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }] },
      data: { lockedUntil },
    });
    if (!claimed.count || row.failures === free + 1) {
      const current = await prisma.loginThrottle.findUnique({
        where: { key },
        select: { lockedUntil: true },
      });
      const waitMs = Math.max(
        1000,
        (current?.lockedUntil?.getTime() ?? lockedUntil.getTime()) - now.getTime(),
      );
      throw new AppError('TOO_MANY_ATTEMPTS', { values: { seconds: Math.ceil(waitMs / 1000) } });
    }
  }
}

/**
 * A right secret clears its account-and-address count and gives the address and the
 * account's ceiling their attempt back (clearing the ceiling would hand a distributed
 * guesser a fresh allowance each time the owner signs in).
 */
export async function attemptSucceeded(prisma: PrismaClient, keys: ThrottleKey[]) {
  for (const { kind, key } of keys) {
    if (kind === 'pair') await prisma.loginThrottle.deleteMany({ where: { key } });
    else
      await prisma.loginThrottle.updateMany({
        where: { key, failures: { gt: 0 } },
        data: { failures: { decrement: 1 } },
      });
  }
}
