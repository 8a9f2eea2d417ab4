// Profile management: full name and mobile are saved at once; a new e-mail address only
// replaces the old one after the 6-digit code sent to it is entered, and the old address
// is told afterwards (a stolen session cannot quietly take over the account's e-mail).
import { contactDetailsSchema } from '#common/validation/contact-details';
import { otpCodeRule } from '#common/validation/accounts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError, validateInput } from '../../errors';
import { emailChangeCodeMail, emailChangedNoticeMail } from '../../mail/templates';
import type { AccountDeps } from './deps';
import { assertCodeMayBeIssued, consumeOneTimeCode, storeNewOneTimeCode } from './one-time-codes';
import { normaliseEmail } from './registration';
import { requireViewer, type ServiceContext } from '../service-context';

type Ctx = AccountDeps & Pick<ServiceContext, 'viewer' | 'language'>;

const isEmailClash = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** Saves name and mobile; a changed e-mail starts its confirmation. */
export async function updateContactDetails(deps: Ctx, rawInput: unknown) {
  const viewer = requireViewer(deps);
  const input = validateInput(contactDetailsSchema, rawInput);
  const email = normaliseEmail(input.email);
  const user = await deps.prisma.user.findUniqueOrThrow({
    where: { id: viewer.userId },
    select: { email: true },
  });
  const changesEmail = email !== user.email;
  if (changesEmail) {
    const taken = await deps.prisma.user.count({ where: { email, id: { not: viewer.userId } } });
    if (taken) throw new AppError('EMAIL_TAKEN');
    // A code asked for too soon is refused before the name and mobile are saved.
    await assertCodeMayBeIssued(deps, viewer.userId, 'EMAIL_CHANGE');
  }
  await deps.prisma.profile.upsert({
    where: { userId: viewer.userId },
    create: { userId: viewer.userId, fullName: input.fullName, phoneNumber: input.phoneNumber },
    update: { fullName: input.fullName, phoneNumber: input.phoneNumber },
  });
  if (!changesEmail) {
    await deps.prisma.user.update({ where: { id: viewer.userId }, data: { pendingEmail: null } });
    return { pendingEmail: null };
  }
  const code = await storeNewOneTimeCode(deps, viewer.userId, 'EMAIL_CHANGE');
  await deps.prisma.user.update({ where: { id: viewer.userId }, data: { pendingEmail: email } });
  await deps.mailer.send({ to: email, ...emailChangeCodeMail(code, deps.language) });
  return { pendingEmail: email };
}

/** The code sent to the new address: it now replaces the old one, which is told. */
export async function confirmEmailChange(deps: Ctx, input: { code: unknown }) {
  const viewer = requireViewer(deps);
  const code = validateInput(otpCodeRule, input.code);
  const user = await deps.prisma.user.findUniqueOrThrow({
    where: { id: viewer.userId },
    select: { email: true, pendingEmail: true },
  });
  if (!user.pendingEmail) throw new AppError('OTP_EXPIRED');
  await consumeOneTimeCode(deps, viewer.userId, 'EMAIL_CHANGE', code);
  try {
    await deps.prisma.user.update({
      where: { id: viewer.userId },
      data: { email: user.pendingEmail, pendingEmail: null },
    });
  } catch (error) {
    if (isEmailClash(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  await deps.mailer.send({
    to: user.email,
    ...emailChangedNoticeMail(user.pendingEmail, deps.language),
  });
  return user.pendingEmail;
}
