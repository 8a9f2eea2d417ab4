// E-mailed 6-digit codes: stored as an HMAC (never in clear), valid 10 minutes, 5 wrong
// tries before a new code is needed, and no new code within 30 s of the last one.
import crypto from 'node:crypto';
import { AppError } from '../../errors';
import type { OtpPurpose } from '../../generated/prisma/enums.ts';
import { nowOf, type AccountDeps } from './deps';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 30;

function hashCode(secret: string, userId: string, code: string) {
  // The user id is mixed in so equal codes of two users never share a hash.
  return crypto.createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

const randomCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Refuses a new code asked for too soon after the last (OTP_RESEND_TOO_SOON). Called before
 * anything else a request changes, so that a refused request changes nothing.
 */
export async function assertCodeMayBeIssued(
  deps: AccountDeps,
  userId: string,
  purpose: OtpPurpose,
): Promise<void> {
  const last = await deps.prisma.oneTimeCode.findFirst({
    where: { userId, purpose },
    orderBy: { createdAt: 'desc' },
  });
  if (!last) return;
  const waitMs = last.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - nowOf(deps).getTime();
  if (waitMs > 0)
    throw new AppError('OTP_RESEND_TOO_SOON', { values: { seconds: Math.ceil(waitMs / 1000) } });
}

/** Creates a new code (replacing older ones) unless the last one was sent under 30 s ago. */
export async function issueOneTimeCode(
  deps: AccountDeps,
  userId: string,
  purpose: OtpPurpose,
): Promise<string> {
  await assertCodeMayBeIssued(deps, userId, purpose);
  return storeNewOneTimeCode(deps, userId, purpose);
}

/**
 * Creates a new code, replacing older ones, for a caller that has already called
 * assertCodeMayBeIssued before changing anything else.
 */
export async function storeNewOneTimeCode(
  deps: AccountDeps,
  userId: string,
  purpose: OtpPurpose,
): Promise<string> {
  const now = nowOf(deps);
  const code = randomCode();
  await deps.prisma.$transaction([
    deps.prisma.oneTimeCode.updateMany({
      where: { userId, purpose, consumedAt: null },
      data: { consumedAt: now },
    }),
    deps.prisma.oneTimeCode.create({
      data: {
        userId,
        purpose,
        codeHash: hashCode(deps.config.secret, userId, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      },
    }),
  ]);
  return code;
}

/**
 * Checks a code and consumes it. Each check first reserves one of the code's attempts
 * with a conditional increment, so parallel guesses cannot slip past the limit; the
 * right code counts as an attempt too (5 tries in all).
 */
export async function consumeOneTimeCode(
  deps: AccountDeps,
  userId: string,
  purpose: OtpPurpose,
  code: string,
): Promise<void> {
  const now = nowOf(deps);
  const current = await deps.prisma.oneTimeCode.findFirst({
    where: { userId, purpose, consumedAt: null },
    orderBy: { createdAt: 'desc' },
  });
  if (!current || current.expiresAt <= now) throw new AppError('OTP_EXPIRED');
  const reserved = await deps.prisma.oneTimeCode.updateMany({
    where: {
      id: current.id,
      consumedAt: null,
      expiresAt: { gt: now },
      attempts: { lt: OTP_MAX_ATTEMPTS },
    },
    data: { attempts: { increment: 1 } },
  });
  if (!reserved.count) throw new AppError('OTP_ATTEMPTS_EXCEEDED');

  const expected = Buffer.from(current.codeHash, 'hex');
  const given = Buffer.from(hashCode(deps.config.secret, userId, code), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    const { attempts } = await deps.prisma.oneTimeCode.findUniqueOrThrow({
      where: { id: current.id },
      select: { attempts: true },
    });
    throw new AppError(attempts >= OTP_MAX_ATTEMPTS ? 'OTP_ATTEMPTS_EXCEEDED' : 'OTP_INVALID');
  }
  const consumed = await deps.prisma.oneTimeCode.updateMany({
    where: { id: current.id, consumedAt: null },
    data: { consumedAt: now },
  });
  if (!consumed.count) throw new AppError('OTP_EXPIRED');
}
