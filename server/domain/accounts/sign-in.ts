import { loginSchema } from '#common/validation/accounts';
import { AppError, validateInput } from '../../errors';
import { nowOf, type AccountDeps } from './deps';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { throttledCheck } from './secret-throttle';
import { createSession } from './sessions';
import { usernameKeyOf } from './registration';

export async function signIn(deps: AccountDeps, rawInput: unknown) {
  const input = validateInput(loginSchema, rawInput);
  const user = await throttledCheck(deps, 'password', usernameKeyOf(input.username), async () => {
    const found = await deps.prisma.user.findUnique({
      where: { usernameKey: usernameKeyOf(input.username) },
      include: { profile: { select: { fullName: true } } },
    });
    const passwordOk = found
      ? await verifyPassword(found.passwordHash, input.password)
      : (await burnPasswordCheck(input.password), false);
    if (!found || !passwordOk) throw new AppError('INVALID_CREDENTIALS');
    return found;
  });
  if (!user.verifiedAt) throw new AppError('ACCOUNT_NOT_VERIFIED');

  const token = await createSession(deps.prisma, user.id, nowOf(deps));
  return { token, user };
}
