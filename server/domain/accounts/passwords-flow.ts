// Forgot password (a code and link by e-mail), reset with it, and change while signed in.
import type { Language } from '#common/error-codes';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '#common/validation/accounts';
import { AppError, logUnexpected, validateInput } from '../../errors';
import { passwordResetMail } from '../../mail/templates';
import type { AccountDeps } from './deps';
import { consumeOneTimeCode, issueOneTimeCode } from './one-time-codes';
import { hashPassword, verifyPassword } from './passwords';
import { normaliseEmail } from './registration';
import { revokeOtherSessions } from './sessions';
import { throttledCheck } from './secret-throttle';
import { requireViewer, type ServiceContext } from '../service-context';

/**
 * Always answers the same way, and sends the e-mail after answering, so neither the
 * answer nor its timing tells whether an e-mail address has an account.
 */
export async function requestPasswordReset(deps: AccountDeps, rawInput: unknown) {
  const { language } = deps;
  const { email } = validateInput(forgotPasswordSchema, rawInput);
  const user = await deps.prisma.user.findUnique({ where: { email: normaliseEmail(email) } });
  if (!user?.verifiedAt) return true;
  const sending = sendResetCode(deps, user, language);
  if (deps.background) deps.background.track(sending, 'password-reset mail');
  return true;
}

async function sendResetCode(
  deps: AccountDeps,
  user: { id: string; email: string },
  language: Language,
) {
  try {
    const code = await issueOneTimeCode(deps, user.id, 'PASSWORD_RESET');
    const link = `${deps.config.appUrl}/passwordLink?email=${encodeURIComponent(user.email)}`;
    await deps.mailer.send({ to: user.email, ...passwordResetMail(code, link, language) });
  } catch (error) {
    // A resend inside 30 s is dropped silently: telling the caller would reveal the account.
    if (!(error instanceof AppError && error.code === 'OTP_RESEND_TOO_SOON'))
      logUnexpected('password-reset mail', error);
  }
}

export async function resetPassword(deps: AccountDeps, rawInput: unknown) {
  const input = validateInput(resetPasswordSchema, rawInput);
  const email = normaliseEmail(input.email);
  const user = await throttledCheck(deps, 'reset-code', email, async () => {
    const found = await deps.prisma.user.findUnique({ where: { email } });
    // One answer for an unknown e-mail, a wrong code, an expired one and too many tries.
    if (!found) throw new AppError('RESET_CODE_INVALID');
    try {
      await consumeOneTimeCode(deps, found.id, 'PASSWORD_RESET', input.code);
    } catch (error) {
      throw error instanceof AppError && error.code.startsWith('OTP_')
        ? new AppError('RESET_CODE_INVALID')
        : error;
    }
    return found;
  });
  await deps.prisma.user.update({
    where: { id: user.id },
    data: { passwordHash: await hashPassword(input.newPassword) },
  });
  await revokeOtherSessions(deps, user.id);
  return true;
}

/** The signed-in user's own password; their other sessions end, this one stays. */
export async function changePassword(
  deps: AccountDeps & Pick<ServiceContext, 'viewer'>,
  rawInput: unknown,
) {
  const { userId, sessionId } = requireViewer(deps);
  const input = validateInput(changePasswordSchema, rawInput);
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  // Counted with sign-in's guesses at the same password: a stolen token gives no extra tries.
  await throttledCheck(deps, 'password', user.usernameKey, async () => {
    if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
      throw new AppError('WRONG_CURRENT_PASSWORD');
  });
  await deps.prisma.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(input.newPassword) },
  });
  await revokeOtherSessions(deps, userId, sessionId);
  return true;
}
