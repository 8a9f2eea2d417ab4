// Sign-up: the access code decides role, clinic and (for patients) the doctor; the account
// stays unverified until the e-mailed code is entered.
import { registerSchema, otpCodeRule } from '#common/validation/accounts';
import type { Language } from '#common/error-codes';
import { AppError, validateInput } from '../../errors';
import { registrationCodeMail } from '../../mail/templates';
import { Prisma } from '../../generated/prisma/client.ts';
import { nowOf, type AccountDeps } from './deps';
import { hashPassword } from './passwords';
import { consumeOneTimeCode, issueOneTimeCode } from './one-time-codes';
import { throttledCheck } from './secret-throttle';

// An unverified sign-up older than this no longer holds its username and e-mail, so a
// typo or an abandoned attempt cannot lock a person out of their own address.
const UNVERIFIED_HOLD_HOURS = 24;

export const normaliseAccessCode = (code: string) => code.trim().toUpperCase();
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
/** Usernames are unique regardless of case; the key is what the database keeps unique. */
export const usernameKeyOf = (username: string) => username.trim().toLowerCase();

export async function registerAccount(deps: AccountDeps, rawInput: unknown) {
  const { language } = deps;
  const input = validateInput(registerSchema, rawInput);
  const username = input.username.trim();
  const email = normaliseEmail(input.email);
  const now = nowOf(deps);
  const { prisma } = deps;

  const accessCode = await prisma.accessCode.findUnique({
    where: { code: normaliseAccessCode(input.accessCode) },
  });
  const usable =
    accessCode &&
    (!accessCode.expiresAt || accessCode.expiresAt > now) &&
    (accessCode.maxUses == null || accessCode.uses < accessCode.maxUses);
  if (!accessCode || !usable) throw new AppError('INVALID_ACCESS_CODE');

  await releaseStaleUnverified(deps, username, email, now);
  const passwordHash = await hashPassword(input.password);

  const user = await prisma.$transaction(async (tx) => {
    // Counted with a condition so two sign-ups cannot both take the last use.
    const taken = await tx.accessCode.updateMany({
      where: {
        id: accessCode.id,
        ...(accessCode.maxUses != null ? { uses: { lt: accessCode.maxUses } } : {}),
      },
      data: { uses: { increment: 1 } },
    });
    if (!taken.count) throw new AppError('INVALID_ACCESS_CODE');
    try {
      return await tx.user.create({
        data: {
          username,
          usernameKey: usernameKeyOf(username),
          email,
          passwordHash,
          role: accessCode.role,
          clinicId: accessCode.clinicId,
          language,
          profile: { create: {} },
          ...(accessCode.role === 'PATIENT' && accessCode.doctorId
            ? { doctors: { create: { doctorId: accessCode.doctorId } } }
            : {}),
        },
      });
    } catch (error) {
      throw uniqueViolationToAppError(error) ?? error;
    }
  });

  const code = await issueOneTimeCode(deps, user.id, 'REGISTRATION');
  await deps.mailer.send({ to: email, ...registrationCodeMail(code, language) });
  return { userId: user.id, username: user.username, email: user.email, role: user.role };
}

async function releaseStaleUnverified(
  deps: AccountDeps,
  username: string,
  email: string,
  now: Date,
) {
  const cutoff = new Date(now.getTime() - UNVERIFIED_HOLD_HOURS * 3600_000);
  await deps.prisma.user.deleteMany({
    where: {
      verifiedAt: null,
      createdAt: { lt: cutoff },
      OR: [{ usernameKey: usernameKeyOf(username) }, { email }],
    },
  });
  const clash = await deps.prisma.user.findFirst({
    where: { OR: [{ usernameKey: usernameKeyOf(username) }, { email }] },
    select: { username: true },
  });
  if (clash)
    throw new AppError(
      clash.username.toLowerCase() === username.toLowerCase() ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN',
    );
}

function uniqueViolationToAppError(error: unknown): AppError | undefined {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
    const target = JSON.stringify(error.meta ?? {});
    return new AppError(target.includes('email') ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN');
  }
  return undefined;
}

/** The spec's client identifies the pending account by username (user_id) and e-mail. */
async function findPendingAccount(deps: AccountDeps, username: string, email: string) {
  const user = await deps.prisma.user.findFirst({
    where: {
      usernameKey: usernameKeyOf(String(username ?? '')),
      email: normaliseEmail(String(email ?? '')),
    },
  });
  // Same answer for "no such account" and "wrong e-mail": nothing to learn from probing.
  if (!user) throw new AppError('OTP_INVALID');
  if (user.verifiedAt) throw new AppError('ALREADY_VERIFIED');
  return user;
}

export async function verifyRegistration(
  deps: AccountDeps,
  input: { username: string; email: string; code: string },
) {
  const code = validateInput(otpCodeRule, input.code);
  const user = await throttledCheck(
    deps,
    'registration-code',
    usernameKeyOf(String(input.username ?? '')),
    async () => {
      const pending = await findPendingAccount(deps, input.username, input.email);
      await consumeOneTimeCode(deps, pending.id, 'REGISTRATION', code);
      return pending;
    },
  );
  await deps.prisma.user.update({ where: { id: user.id }, data: { verifiedAt: nowOf(deps) } });
  return true;
}

export async function resendRegistrationCode(
  deps: AccountDeps,
  input: { username: string; email: string },
) {
  const user = await findPendingAccount(deps, input.username, input.email);
  const code = await issueOneTimeCode(deps, user.id, 'REGISTRATION');
  await deps.mailer.send({
    to: user.email,
    ...registrationCodeMail(code, user.language as Language),
  });
  return true;
}
