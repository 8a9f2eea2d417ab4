import { loginSchema } from '#common/validation/accounts';
import { AppError, validateInput } from '../../errors';
import { nowOf, type AccountDeps } from './deps';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { isKnownDevice, rememberDevice } from './known-devices';
import { throttledCheck } from './secret-throttle';
import { createSession } from './sessions';
import { usernameKeyOf } from './registration';

export async function signIn(deps: AccountDeps, rawInput: unknown) {
  const input = validateInput(loginSchema, rawInput);
  const usernameKey = usernameKeyOf(input.username);
  const now = nowOf(deps);
  const known = await isKnownDevice(deps.prisma, usernameKey, input.device, now);
  const check = async () => {
    const found = await deps.prisma.user.findUnique({
      where: { usernameKey },
      include: { profile: { select: { fullName: true } } },
    });
    const passwordOk = found
      ? await verifyPassword(found.passwordHash, input.password)
      : (await burnPasswordCheck(input.password), false);
    if (!found || !passwordOk) throw new AppError('INVALID_CREDENTIALS');
    return found;
  };
  const user = await throttledCheck(deps, 'password', usernameKey, check, known);
  if (!user.verifiedAt) throw new AppError('ACCOUNT_NOT_VERIFIED');

  await rememberDevice(deps.prisma, user.id, input.device, now);
  const token = await createSession(deps.prisma, user.id, now);
  return { token, user };
}
