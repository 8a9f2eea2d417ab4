import { loginSchema } from '../../../common/validation/accounts';
import { AppError, validateInput } from '../../errors';
import { nowOf, type AccountDeps } from './deps';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { attemptSucceeded, takeAttempt, throttleKeys } from './login-throttle';
import { createSession } from './sessions';
import { usernameKeyOf } from './registration';

export async function signIn(deps: AccountDeps, rawInput: unknown, clientAddress?: string) {
  const input = validateInput(loginSchema, rawInput);
  const now = nowOf(deps);
  const keys = throttleKeys(input.username, clientAddress);
  await takeAttempt(deps.prisma, keys, now);

  const user = await deps.prisma.user.findUnique({
    where: { usernameKey: usernameKeyOf(input.username) },
    include: { profile: { select: { fullName: true } } },
  });
  const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !passwordOk) throw new AppError('INVALID_CREDENTIALS');
  await attemptSucceeded(deps.prisma, keys);
  if (!user.verifiedAt) throw new AppError('ACCOUNT_NOT_VERIFIED');

  const token = await createSession(deps.prisma, user.id, now);
  return { token, user };
}
