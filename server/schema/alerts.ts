// A doctor's follow-ups: the alert list, actions on an alert, and the live subscription.
import { builder } from './builder';
import { AlertLevelEnum } from './triage';
import { CareTeamPatientRef } from './care-team';
import { IMPORTANCE_ORDER } from '#common/alerts';
import {
  acknowledgeAlert,
  followUpAlert,
  followUpPage,
  followUps,
  overrideAlertLevel,
  resolveAlert,
} from '../domain/alerts/alerts-service';
import { accessOf } from '../domain/access/access-policy';
import type { Context } from '../context';
import { whileSignedIn } from './signed-in-events';

const IMPORTANCE_MEANING: Record<(typeof IMPORTANCE_ORDER)[number], string> = {
  CRITICAL: 'from a RED level: the patient was told to call 999 or go to A&E now',
  URGENT: 'from an ORANGE level: a same-day assessment is advised',
  CAUTION: 'from a YELLOW level: a review within 24 hours is advised',
  INFO: 'from a GREEN level: records a finished check-in; nothing to do',
};
// The level-to-importance map is common/alerts.ts; the listed order is most important first.
const ImportanceEnum = builder.enumType('AlertImportance', {
  description: 'How soon a doctor should look at an alert, from the triage level (most first).',
  values: Object.fromEntries(
    IMPORTANCE_ORDER.map((value) => [value, { description: IMPORTANCE_MEANING[value] }]),
  ) as Record<(typeof IMPORTANCE_ORDER)[number], { description: string }>,
});
const StatusEnum = builder.enumType('AlertStatus', {
  description: 'Where a doctor is with an alert.',
  values: {
    OPEN: { description: 'nobody has acted on it yet' },
    ACKNOWLEDGED: { description: 'a doctor of the care team has seen it' },
    RESOLVED: { description: 'dealt with; resolving also acknowledges' },
  } as const,
});

export const AlertRef = builder.prismaObject('Alert', {
  description:
    'A follow-up item for a patient’s doctors, raised by a check-in’s triage (one per ' +
    'check-in, raised in place when a later finding is more important). Only doctors of the ' +
    'patient’s care team, and their API keys, read it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'opaque and stable' }),
    patient: t.relation('patient', {
      type: CareTeamPatientRef,
      description: 'whom the alert is about',
    }),
    sessionId: t.exposeID('sessionId', {
      nullable: true,
      description: 'the check-in that raised it (checkInSession); null when none did',
    }),
    importance: t.expose('importance', {
      type: ImportanceEnum,
      description: 'from the level triage gave; an override does not change it',
    }),
    type: t.exposeString('type', {
      description: 'alert type key (common/alerts.ts), e.g. symptom_spike or vitals_alert',
    }),
    title: t.string({
      description: 'short heading, in the request’s language',
      resolve: (a, _args, ctx) => (ctx.language === 'zh-HK' ? a.titleZh : a.titleEn),
    }),
    description: t.string({
      description: 'what was found (clinical words), in the request’s language',
      resolve: (a, _args, ctx) => (ctx.language === 'zh-HK' ? a.descriptionZh : a.descriptionEn),
    }),
    level: t.expose('level', {
      type: AlertLevelEnum,
      description: 'the level triage gave; never changed',
    }),
    overrideLevel: t.expose('overrideLevel', {
      type: AlertLevelEnum,
      nullable: true,
      description: 'the level a doctor set instead (overrideAlertLevel); null: not overridden',
    }),
    overrideReason: t.exposeString('overrideReason', {
      nullable: true,
      description: 'the doctor’s reason for the override, as typed (up to 500 characters)',
    }),
    status: t.expose('status', { type: StatusEnum, description: 'open, acknowledged or resolved' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'when it was first raised' }),
    raisedAt: t.expose('raisedAt', {
      type: 'DateTime',
      description:
        'when the alert was raised to its current importance: its creation, or a later finding of the same check-in',
    }),
    acknowledgedAt: t.expose('acknowledgedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'when a doctor acknowledged (or resolved) it; null: not yet',
    }),
    resolvedAt: t.expose('resolvedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'when a doctor resolved it; null: not yet',
    }),
    history: t.relation('history', {
      description: 'what the alert was before each raise, oldest first',
      query: { orderBy: { replacedAt: 'asc' } },
    }),
  }),
});

builder.prismaObject('AlertRevision', {
  description:
    'An alert as it stood before a more important finding of the same check-in raised it.',
  fields: (t) => ({
    importance: t.expose('importance', {
      type: ImportanceEnum,
      description: 'its importance then',
    }),
    level: t.expose('level', { type: AlertLevelEnum, description: 'the level triage gave then' }),
    type: t.exposeString('type', { description: 'its alert type key then' }),
    title: t.string({
      description: 'its heading then, in the request’s language',
      resolve: (a, _args, ctx) => (ctx.language === 'zh-HK' ? a.titleZh : a.titleEn),
    }),
    description: t.string({
      description: 'what was found then, in the request’s language',
      resolve: (a, _args, ctx) => (ctx.language === 'zh-HK' ? a.descriptionZh : a.descriptionEn),
    }),
    status: t.expose('status', { type: StatusEnum, description: 'its status when it was raised' }),
    overrideLevel: t.expose('overrideLevel', {
      type: AlertLevelEnum,
      nullable: true,
      description: 'a doctor’s override then; null: none',
    }),
    raisedAt: t.expose('raisedAt', {
      type: 'DateTime',
      description: 'when this version was raised',
    }),
    replacedAt: t.expose('replacedAt', {
      type: 'DateTime',
      description: 'when a more important finding replaced it',
    }),
  }),
});

const FollowUpFilter = builder.inputType('FollowUpFilter', {
  description: 'Narrows the follow-up list; every field given must match (absent: any).',
  fields: (t) => ({
    search: t.string({
      required: false,
      description: 'part of the patient’s name or username, or of the description; any case',
    }),
    importance: t.field({
      type: [ImportanceEnum],
      required: false,
      description: 'any of these importances',
    }),
    types: t.stringList({ required: false, description: 'any of these alert type keys' }),
    patientId: t.id({ required: false, description: 'one patient’s alerts only' }),
  }),
});

builder.queryField('followUps', (t) =>
  t.prismaField({
    type: ['Alert'],
    description:
      'The signed-in doctor’s follow-ups: alerts of their own patients, most recently raised ' +
      'first, the newest 200 (followUpAlertsConnection pages through all of them).',
    authScopes: { doctor: true },
    args: {
      filter: t.arg({
        type: FollowUpFilter,
        required: false,
        description: 'which alerts; absent: all',
      }),
    },
    resolve: (query, _root, { filter }, ctx) => followUps(ctx, { filter }, query),
  }),
);

builder.queryField('followUpAlertsConnection', (t) =>
  t.prismaConnection(
    {
      type: 'Alert',
      cursor: 'id',
      description:
        'The same alerts as followUps, all of them, a page at a time (for integrators): newest ' +
        'first by createdAt, so a later raise does not move an alert between pages.',
      authScopes: { doctor: true },
      args: {
        filter: t.arg({
          type: FollowUpFilter,
          required: false,
          description: 'which alerts; absent: all',
        }),
      },
      resolve: (query, _root, { filter }, ctx) => followUpPage(ctx, { filter }, query),
    },
    { name: 'AlertConnection', description: 'A page of alerts.' },
    { name: 'AlertEdge', description: 'An alert and its cursor.' },
  ),
);

builder.mutationFields((t) => {
  /**
   * The `raisedAt` of the alert as the doctor saw it: the action does not apply to an alert raised
   * since.
   */
  const SeenRaisedAt = t.arg({
    type: 'DateTime',
    required: false,
    description:
      'raisedAt of the alert as the doctor saw it; an alert raised since is left as it is',
  });
  return {
    acknowledgeAlert: t.prismaField({
      type: 'Alert',
      description: 'Marks an open alert seen; answers the alert as it is now.',
      authScopes: { doctor: true },
      args: {
        id: t.arg.id({ description: 'an alert of one of the doctor’s patients' }),
        raisedAt: SeenRaisedAt,
      },
      resolve: (query, _root, args, ctx) =>
        acknowledgeAlert(ctx, { alertId: String(args.id), raisedAt: args.raisedAt }, query),
    }),
    resolveAlert: t.prismaField({
      type: 'Alert',
      description: 'Marks an alert dealt with (and acknowledged); answers the alert as it is now.',
      authScopes: { doctor: true },
      args: {
        id: t.arg.id({ description: 'an alert of one of the doctor’s patients' }),
        raisedAt: SeenRaisedAt,
      },
      resolve: (query, _root, args, ctx) =>
        resolveAlert(ctx, { alertId: String(args.id), raisedAt: args.raisedAt }, query),
    }),
    overrideAlertLevel: t.prismaField({
      type: 'Alert',
      description: 'Sets the doctor’s level beside the one triage gave (which stays as it was).',
      authScopes: { doctor: true },
      args: {
        id: t.arg.id({ description: 'an alert of one of the doctor’s patients' }),
        level: t.arg({ type: AlertLevelEnum, description: 'the level the doctor judges right' }),
        reason: t.arg.string({ description: 'why, 1-500 characters; required' }),
        raisedAt: SeenRaisedAt,
      },
      resolve: (query, _root, { id, level, reason, raisedAt }, ctx) =>
        overrideAlertLevel(ctx, { alertId: String(id), level, reason, raisedAt }, query),
    }),
  };
});

builder.subscriptionField('followUpAlerts', (t) =>
  t.prismaField({
    type: 'Alert',
    description: 'New and changed alerts of the signed-in doctor’s own patients, as they happen.',
    authScopes: { doctor: true },
    subscribe: (_root, _args, ctx) => subscribeOwnPatientsAlerts(ctx),
    resolve: (query, event: { alertId: string }, _args, ctx) =>
      followUpAlert(ctx, { alertId: event.alertId }, query),
  }),
);

/**
 * Re-checks on every event that the doctor is still signed in and the patient is still
 * theirs (care teams change); a signed-out session ends the subscription.
 */
function subscribeOwnPatientsAlerts(ctx: Context) {
  return whileSignedIn(ctx, ctx.pubsub.subscribe('alerts', ctx.viewer!.userId), (event) =>
    accessOf(ctx).mayView(event.patientId),
  );
}
