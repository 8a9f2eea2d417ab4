// Repeated sign-in failures slow down, per account name and per client address. The
// key is the name that was typed, whether or not such an account exists, so the delay
// itself reveals nothing. Counters live in the database and are shared by all instances.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors';

// A person mistyping gets 5 free tries; an address is shared by many people (NAT), so 20.
const FREE_FAILURES = { account: 5, address: 20 } as const;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;
// Failures older than this are forgiven.
const WINDOW_MS = 15 * 60_000;

export type ThrottleKey = { kind: keyof typeof FREE_FAILURES; key: string };

export const throttleKeys = (username: string, address: string | undefined): ThrottleKey[] => [
  { kind: 'account', key: `account:${username.trim().toLowerCase()}` },
  ...(address ? [{ kind: 'address' as const, key: `address:${address}` }] : []),
];

export async function assertNotThrottled(prisma: PrismaClient, keys: ThrottleKey[], now: Date) {
  const rows = await prisma.loginThrottle.findMany({ where: { key: { in: keys.map((k) => k.key) } } });
  const lockedUntil = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  if (lockedUntil > now.getTime()) {
    throw new AppError('TOO_MANY_ATTEMPTS', { values: { seconds: Math.ceil((lockedUntil - now.getTime()) / 1000) } });
  }
}

export function delayAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** (failures - freeFailures), MAX_DELAY_SECONDS);
}

export async function recordFailure(prisma: PrismaClient, keys: ThrottleKey[], now: Date) {
  for (const { kind, key } of keys) {
    const existing = await prisma.loginThrottle.findUnique({ where: { key } });
    const stale = !existing || existing.updatedAt.getTime() < now.getTime() - WINDOW_MS;
    const failures = stale ? 1 : existing.failures + 1;
    const delay = delayAfter(failures, FREE_FAILURES[kind]);
    const lockedUntil = delay ? new Date(now.getTime() + delay * 1000) : null;
    await prisma.loginThrottle.upsert({
      where: { key },
      create: { key, failures, lockedUntil },
      update: { failures, lockedUntil },
    });
  }
}

export async function clearFailures(prisma: PrismaClient, keys: ThrottleKey[]) {
  await prisma.loginThrottle.deleteMany({ where: { key: { in: keys.filter((k) => k.kind === 'account').map((k) => k.key) } } });
}
