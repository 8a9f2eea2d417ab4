// Sign-up: the access code decides role, clinic and (for patients) the doctor; the account
// stays unverified until the e-mailed code is entered.
import { registerSchema, otpCodeRule } from '#common/validation/accounts';
import type { Language } from '#common/error-codes';
import { AppError, validateInput } from '../../errors';
import { registrationCodeMail } from '../../mail/templates';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Role } from '../../generated/prisma/enums.ts';
import { isInviteToken, readInvite } from '../care-team-requests/invite-tokens';
import { linkCarer, type CarerOffer } from '../carers/link-carer';
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
  // a carer's invitation is their access code (docs/family-carers.md)
  const joining = isInviteToken(input.accessCode)
    ? await joiningAsCarer(deps, input.accessCode, now)
    : await joiningWithCode(deps, input.accessCode, now);

  await releaseStaleUnverified(deps, username, email, now);
  const passwordHash = await hashPassword(input.password);

  const user = await deps.prisma.$transaction(async (tx) => {
    await joining.take(tx);
    try {
      const created = await tx.user.create({
        data: {
          username,
          usernameKey: usernameKeyOf(username),
          email,
          passwordHash,
          role: joining.role,
          clinicId: joining.clinicId,
          language,
          profile: { create: {} },
          ...joining.related,
        },
      });
      await joining.joined?.(tx, created.id);
      return created;
    } catch (error) {
      throw uniqueViolationToAppError(error) ?? error;
    }
  });

  const code = await issueOneTimeCode(deps, user.id, 'REGISTRATION');
  await deps.mailer.send({ to: email, ...registrationCodeMail(code, language) });
  return { userId: user.id, username: user.username, email: user.email, role: user.role };
}

/** How a new account joins: its role and clinic, and what its code or invitation makes. */
type Joining = {
  role: Role;
  clinicId: string;
  /** Takes one use of the code or invitation, in the sign-up's transaction; else refuses. */
  take(tx: Prisma.TransactionClient): Promise<void>;
  related?: Pick<Prisma.UserCreateInput, 'doctors'>;
  joined?(tx: Prisma.TransactionClient, userId: string): Promise<unknown>;
};

async function joiningWithCode(deps: AccountDeps, code: string, now: Date): Promise<Joining> {
  const accessCode = await deps.prisma.accessCode.findUnique({
    where: { code: normaliseAccessCode(code) },
  });
  const usable =
    accessCode &&
    (!accessCode.expiresAt || accessCode.expiresAt > now) &&
    (accessCode.maxUses == null || accessCode.uses < accessCode.maxUses);
  if (!accessCode || !usable) throw new AppError('INVALID_ACCESS_CODE');
  return {
    role: accessCode.role,
    clinicId: accessCode.clinicId,
    async take(tx) {
      // Counted with a condition so two sign-ups cannot both take the last use.
      const taken = await tx.accessCode.updateMany({
        where: {
          id: accessCode.id,
          ...(accessCode.maxUses != null ? { uses: { lt: accessCode.maxUses } } : {}),
        },
        data: { uses: { increment: 1 } },
      });
      if (!taken.count) throw new AppError('INVALID_ACCESS_CODE');
    },
    ...(accessCode.role === 'PATIENT' && accessCode.doctorId
      ? { related: { doctors: { create: { doctorId: accessCode.doctorId } } } }
      : {}),
  };
}

/** A carer signs up in the patient's clinic and is linked to them as the invitation offers. */
async function joiningAsCarer(deps: AccountDeps, token: string, now: Date): Promise<Joining> {
  const invite = await readInvite(deps, 'carer_invite', token, now).catch(() => {
    throw new AppError('INVALID_ACCESS_CODE');
  });
  const patient = await deps.prisma.user.findUniqueOrThrow({
    where: { id: invite.userId },
    select: { clinicId: true },
  });
  return {
    role: 'CARER',
    clinicId: patient.clinicId,
    async take(tx) {
      const used = await tx.inviteToken.updateMany({
        where: { id: invite.id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (!used.count) throw new AppError('INVALID_ACCESS_CODE');
    },
    async joined(tx, carerId) {
      await tx.inviteToken.update({ where: { id: invite.id }, data: { usedById: carerId } });
      return linkCarer(tx, carerId, invite.userId, invite.payload as CarerOffer);
    },
  };
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
