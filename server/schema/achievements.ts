// The achievements screens: the rank card, the badges, the milestones and the recent
// achievements (server/domain/achievements), for the patient or a doctor of their team.
import { builder } from './builder';
import { achievements, badgeDetails } from '../domain/achievements/achievements-service';
import type { BadgeState } from '../domain/achievements/badges';

const BadgeRef = builder.objectRef<BadgeState>('Badge').implement({
  description: 'One of the eight badges, unlocked or with its real progress.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'first-check-in, streak-7, … (badges.ts)' }),
    unlockedAt: t.expose('unlockedAt', { type: 'DateTime', nullable: true }),
    progress: t.exposeInt('progress', {
      description: 'towards the target; the target once unlocked',
    }),
    target: t.exposeInt('target'),
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
    fields: (t) => ({
      name: t.exposeString('name', { description: "in the request's language" }),
      from: t.exposeInt('from', { description: "this rank's threshold" }),
      totalXp: t.exposeInt('totalXp'),
      nextAt: t.exposeInt('nextAt', { nullable: true, description: 'null at the top rank' }),
      nextName: t.exposeString('nextName', { nullable: true }),
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
    fields: (t) => ({
      kind: t.exposeString('kind', { description: "'badge' or 'rank'" }),
      badgeId: t.exposeString('badgeId', { nullable: true }),
      rankName: t.exposeString('rankName', { nullable: true }),
      at: t.expose('at', { type: 'DateTime' }),
    }),
  });

const AchievementsRef = builder
  .objectRef<Awaited<ReturnType<typeof achievements>>>('Achievements')
  .implement({
    fields: (t) => ({
      rank: t.field({ type: RankRef, resolve: (a) => a.rank }),
      badges: t.field({ type: [BadgeRef], resolve: (a) => a.badges }),
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
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) => achievements(ctx, { patientId: args.patientId }),
  }),
  badge: t.field({
    type: BadgeRef,
    description: "A badge by id (or 'unlocked' / 'locked', the old links); NOT_FOUND otherwise.",
    authScopes: { loggedIn: true },
    args: { id: t.arg.string(), patientId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) =>
      badgeDetails(ctx, { badgeId: args.id, patientId: args.patientId }),
  }),
}));
