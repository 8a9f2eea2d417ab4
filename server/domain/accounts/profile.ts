import { ASSESSMENT_STEPS, profileUpdateSchema } from '#common/validation/profile';
import { awardXp } from '../achievements/award-service';
import { assessmentAward } from '../achievements/xp-rules';
import { AppError, validateInput } from '../../errors';
import { parseLanguage } from '#common/language';
import type { PrismaClient } from '../../generated/prisma/client.ts';

/** Saves any subset of the health profile; the assessment step only moves forward. */
export async function updateProfile(prisma: PrismaClient, userId: string, rawInput: unknown) {
  const input = validateInput(profileUpdateSchema, rawInput ?? {});
  const current = await prisma.profile.findUnique({
    where: { userId },
    select: { assessmentStep: true },
  });
  const assessmentStep =
    input.assessmentStep != null
      ? Math.max(input.assessmentStep, current?.assessmentStep ?? 0)
      : undefined;
  const data = { ...input, assessmentStep };
  const profile = await prisma.profile.upsert({
    where: { userId },
    create: { userId, ...data },
    update: data,
  });
  // The assessment's last step earns its XP once (the ledger's key), on any repeat save.
  if (profile.assessmentStep >= ASSESSMENT_STEPS) await awardXp(prisma, userId, assessmentAward());
  return profile;
}

export function setLanguage<Q extends object>(
  prisma: PrismaClient,
  userId: string,
  value: string,
  query: Q,
) {
  const language = parseLanguage(value);
  if (!language)
    throw new AppError('VALIDATION_FAILED', { fields: { language: 'invalid_choice' } });
  return prisma.user.update({ ...query, where: { id: userId }, data: { language } });
}
