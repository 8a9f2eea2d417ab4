// The achievements screens: the rank card, the badges, the milestones and the recent
// achievements (server/domain/achievements), for the patient or a doctor of their team.
import { builder } from './builder';
import { patientIdArg } from './patient-arg';
import { achievements, badgeDetails } from '../domain/achievements/achievements-service';
import type { BadgeState } from '../domain/achievements/badges';

const BadgeRef = builder.objectRef<BadgeState>('Badge').implement({
  description: 'One of the eight badges, unlocked or with its real progress.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'first-check-in, streak-7, … (badges.ts)' }),
    unlockedAt: t.expose('unlockedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'when it was earned; null: still locked',
    }),
    progress: t.exposeInt('progress', {
      description: 'towards the target; the target once unlocked',
    }),
    target: t.exposeInt('target', { description: 'what unlocks it: days, articles or doses' }),
  }),
});

const RankRef = builder
  .objectRef<{
    name: string;
    from: number;
    totalXp: number;
    nextAt: number | null;
    nextName: string | null;
    progress: number;
  }>('RankStanding')
  .implement({
    description: 'The patient’s rank by experience points (XP), and the way to the next one.',
    fields: (t) => ({
      name: t.exposeString('name', { description: "in the request's language" }),
      from: t.exposeInt('from', { description: "this rank's threshold" }),
      totalXp: t.exposeInt('totalXp', { description: 'all XP earned' }),
      nextAt: t.exposeInt('nextAt', { nullable: true, description: 'null at the top rank' }),
      nextName: t.exposeString('nextName', {
        nullable: true,
        description: 'the next rank’s name; null at the top rank',
      }),
      progress: t.exposeFloat('progress', {
        description: '0-1: (XP - from) / (nextAt - from); 1 at the top rank',
      }),
    }),
  });

const RecentRef = builder
  .objectRef<{ kind: string; badgeId: string | null; rankName: string | null; at: Date }>(
    'RecentAchievement',
  )
  .implement({
    description: 'A badge unlocked or a rank reached.',
    fields: (t) => ({
      kind: t.exposeString('kind', { description: "'badge' or 'rank'" }),
      badgeId: t.exposeString('badgeId', { nullable: true, description: 'for a badge; else null' }),
      rankName: t.exposeString('rankName', {
        nullable: true,
        description: 'for a rank, in the request’s language; else null',
      }),
      at: t.expose('at', { type: 'DateTime', description: 'when it happened' }),
    }),
  });

const AchievementsRef = builder
  .objectRef<Awaited<ReturnType<typeof achievements>>>('Achievements')
  .implement({
    description: 'The achievements screens of a patient.',
    fields: (t) => ({
      rank: t.field({ type: RankRef, description: 'the rank card', resolve: (a) => a.rank }),
      badges: t.field({
        type: [BadgeRef],
        description: 'the eight badges, in their fixed order',
        resolve: (a) => a.badges,
      }),
      milestones: t.field({
        type: [BadgeRef],
        description: '14-day, 21-day and 25-day streaks: the current streak against each',
        resolve: (a) => a.milestones,
      }),
      recent: t.field({
        type: [RecentRef],
        description: 'the three latest unlocks or rank-ups',
        resolve: (a) => a.recent,
      }),
    }),
  });

builder.queryFields((t) => ({
  achievements: t.field({
    type: AchievementsRef,
    description: 'Rank, badges, milestones and recent achievements of the patient.',
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id(patientIdArg) },
    resolve: (_root, args, ctx) => achievements(ctx, { patientId: args.patientId }),
  }),
  badge: t.field({
    type: BadgeRef,
    description: "A badge by id (or 'unlocked' / 'locked', the old links); NOT_FOUND otherwise.",
    authScopes: { loggedIn: true },
    args: {
      id: t.arg.string({ description: 'a badge id, e.g. streak-7' }),
      patientId: t.arg.id(patientIdArg),
    },
    resolve: (_root, args, ctx) =>
      badgeDetails(ctx, { badgeId: args.id, patientId: args.patientId }),
  }),
}));
