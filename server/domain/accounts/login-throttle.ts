// Repeated sign-in attempts slow down, per account name and per client address. The key
// is the name that was typed, whether or not such an account exists, so the delay itself
// reveals nothing. Every attempt is counted atomically BEFORE the password is checked,
// so parallel guesses cannot slip past the limit; a success gives its count back.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors';
import { addressGroup } from '../../http/client-address';

// A person mistyping gets 5 free tries; an address is shared by many people (NAT), so 20.
const FREE_ATTEMPTS = { account: 5, address: 20 } as const;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;
// Attempts older than this are forgiven.
const WINDOW_MS = 15 * 60_000;

export type ThrottleKey = { kind: keyof typeof FREE_ATTEMPTS; key: string };

export const throttleKeys = (username: string, address: string | undefined): ThrottleKey[] => [
  { kind: 'account', key: `account:${username.trim().toLowerCase()}` },
  // one count per machine or network, however it connects (see addressGroup)
  ...(address ? [{ kind: 'address' as const, key: `address:${addressGroup(address)}` }] : []),
];

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
      const current = await prisma.loginThrottle.findUnique({ where: { key }, select: { lockedUntil: true } });
      const waitMs = Math.max(1000, (current?.lockedUntil?.getTime() ?? lockedUntil.getTime()) - now.getTime());
      throw new AppError('TOO_MANY_ATTEMPTS', { values: { seconds: Math.ceil(waitMs / 1000) } });
    }
  }
}

/** A successful sign-in clears the account's count and gives the address its attempt back. */
export async function attemptSucceeded(prisma: PrismaClient, keys: ThrottleKey[]) {
  for (const { kind, key } of keys) {
    if (kind === 'account') await prisma.loginThrottle.deleteMany({ where: { key } });
    else await prisma.loginThrottle.updateMany({ where: { key, failures: { gt: 0 } }, data: { failures: { decrement: 1 } } });
  }
}
