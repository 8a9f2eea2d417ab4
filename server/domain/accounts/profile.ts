// The signed-in user's own account and health profile: read, update, language, text size.
import { ASSESSMENT_STEPS, profileUpdateSchema } from '#common/validation/profile';
import { awardXp } from '../achievements/award-service';
import { assessmentAward } from '../achievements/xp-rules';
import { parseLanguage } from '#common/language';
import { isFontSize } from '#common/settings/display';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { AppError, validateInput } from '../../errors';
import { requireViewer, type ServiceContext, type Viewing } from '../service-context';
import { selectionKey } from './account-cache';

// `selection` is the GraphQL selection (Pothos' Prisma plugin), so relations load in one query.
type UserSelection = { include?: Prisma.UserInclude; select?: Prisma.UserSelect };
type ProfileSelection = { include?: Prisma.ProfileInclude; select?: Prisma.ProfileSelect };

type AccountReading = Viewing & Partial<Pick<ServiceContext, 'accountCache'>>;
type AccountRow = Awaited<ReturnType<PrismaClient['user']['findUniqueOrThrow']>>;

/**
 * The signed-in user's account, without its password hash; remembered for a short time
 * when the selection allows it (account-cache.ts).
 */
export async function ownAccount(ctx: AccountReading, selection: UserSelection = {}) {
  const { userId } = requireViewer(ctx);
  const cache = ctx.accountCache;
  const shape = cache ? selectionKey(selection) : null;
  const key = shape === null ? null : `${userId}|${shape}`;
  const remembered = key ? cache!.get(key, Date.now()) : undefined;
  if (remembered) return remembered as AccountRow;
  const generation = cache?.current ?? 0;
  const { passwordHash: _secret, ...row } = await ctx.prisma.user.findUniqueOrThrow({
    ...selection,
    where: { id: userId },
  });
  if (key) cache!.remember(key, row, generation, Date.now());
  return row as AccountRow;
}

/** Saves any subset of the health profile; the assessment step only moves forward. */
export async function updateProfile(
  ctx: Viewing,
  rawInput: unknown,
  selection: ProfileSelection = {},
) {
  const { userId } = requireViewer(ctx);
  const input = validateInput(profileUpdateSchema, rawInput ?? {});
  const current = await ctx.prisma.profile.findUnique({
    where: { userId },
    select: { assessmentStep: true },
  });
  const assessmentStep =
    input.assessmentStep != null
      ? Math.max(input.assessmentStep, current?.assessmentStep ?? 0)
      : undefined;
  const data = { ...input, assessmentStep };
  const profile = await ctx.prisma.profile.upsert({
    ...selection,
    where: { userId },
    create: { userId, ...data },
    update: data,
  });
  // The assessment's last step earns its XP once (the ledger's key), on any repeat save.
  if (profile.assessmentStep >= ASSESSMENT_STEPS)
    await awardXp(ctx.prisma, userId, assessmentAward());
  return profile;
}

/** The language of the user's e-mails. */
export function setLanguage(
  ctx: Viewing,
  input: { language: string },
  selection: UserSelection = {},
) {
  const { userId } = requireViewer(ctx);
  const language = parseLanguage(input.language);
  if (!language)
    throw new AppError('VALIDATION_FAILED', { fields: { language: 'invalid_choice' } });
  return ctx.prisma.user.update({ ...selection, where: { id: userId }, data: { language } });
}

/**
 * Language and text size of /display_language, kept with the account: a device applies
 * them when the person signs in. Either may be left out; a value not offered changes
 * nothing.
 */
export function setDisplayPreferences(
  ctx: Viewing,
  input: { language?: string | null; fontSize?: string | null },
  selection: UserSelection = {},
) {
  const { userId } = requireViewer(ctx);
  const language = input.language == null ? undefined : parseLanguage(input.language);
  if (language === null)
    throw new AppError('VALIDATION_FAILED', { fields: { language: 'invalid_choice' } });
  if (input.fontSize != null && !isFontSize(input.fontSize))
    throw new AppError('VALIDATION_FAILED', { fields: { fontSize: 'invalid_choice' } });
  return ctx.prisma.user.update({
    ...selection,
    where: { id: userId },
    data: { language, fontSize: input.fontSize ?? undefined, displayChosenAt: new Date() },
  });
}
