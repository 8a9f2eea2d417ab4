// Devices that signed in to an account with the right password. The client keeps a random
// id per browser or app (never shown, never sent anywhere else) and sends it with a
// sign-in; the server keeps only its hash. A device known to the account within 90 days
// passes the account's ceiling of the sign-in throttle (secret-throttle.ts): guesses from
// elsewhere slow their own addresses, never the owner on their own phone.
import crypto from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';

const KNOWN_FOR_MS = 90 * 86_400_000;

const hashOf = (device: string) => crypto.createHash('sha256').update(device).digest('hex');

/** Whether the device signed in to the account (by its username key) within 90 days. */
export async function isKnownDevice(
  prisma: PrismaClient,
  usernameKey: string,
  device: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!device) return false;
  const known = await prisma.knownDevice.findFirst({
    where: {
      deviceHash: hashOf(device),
      user: { usernameKey },
      lastSignInAt: { gte: new Date(now.getTime() - KNOWN_FOR_MS) },
    },
    select: { userId: true },
  });
  return Boolean(known);
}

/** Remembers (or refreshes) the device after a sign-in with the right password. */
export async function rememberDevice(
  prisma: PrismaClient,
  userId: string,
  device: string | undefined,
  now: Date,
) {
  if (!device) return;
  const deviceHash = hashOf(device);
  await prisma.knownDevice.upsert({
    where: { userId_deviceHash: { userId, deviceHash } },
    create: { userId, deviceHash, lastSignInAt: now },
    update: { lastSignInAt: now },
  });
}
