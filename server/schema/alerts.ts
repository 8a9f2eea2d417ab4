// A doctor's follow-ups: the alert list, actions on an alert, and the live subscription.
import { builder } from './builder';
import { AlertLevelEnum } from './triage';
import { IMPORTANCE_ORDER } from '#common/alerts';
import {
  acknowledgeAlert,
  followUpAlert,
  followUps,
  overrideAlertLevel,
  resolveAlert,
} from '../domain/alerts/alerts-service';
import { canViewPatient } from '../domain/care-team';
import type { Context } from '../context';
import { whileSignedIn } from './signed-in-events';

const ImportanceEnum = builder.enumType('AlertImportance', { values: IMPORTANCE_ORDER });
const StatusEnum = builder.enumType('AlertStatus', {
  values: ['OPEN', 'ACKNOWLEDGED', 'RESOLVED'] as const,
});

export const AlertRef = builder.prismaObject('Alert', {
  fields: (t) => ({
    id: t.exposeID('id'),
    patient: t.relation('patient'),
    sessionId: t.exposeID('sessionId', { nullable: true }),
    importance: t.expose('importance', { type: ImportanceEnum }),
    type: t.exposeString('type', { description: 'alert type key, e.g. symptom_spike' }),
    title: t.string({
      resolve: (a, _args, ctx) => (ctx.language === 'zh-HK' ? a.titleZh : a.titleEn),
    }),
    description: t.string({
      resolve: (a, _args, ctx) => (ctx.language === 'zh-HK' ? a.descriptionZh : a.descriptionEn),
    }),
    level: t.expose('level', {
      type: AlertLevelEnum,
      description: 'the level triage gave; never changed',
    }),
    overrideLevel: t.expose('overrideLevel', { type: AlertLevelEnum, nullable: true }),
    overrideReason: t.exposeString('overrideReason', { nullable: true }),
    status: t.expose('status', { type: StatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    raisedAt: t.expose('raisedAt', {
      type: 'DateTime',
      description:
        'when the alert was raised to its current importance: its creation, or a later finding of the same check-in',
    }),
    acknowledgedAt: t.expose('acknowledgedAt', { type: 'DateTime', nullable: true }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
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
    importance: t.expose('importance', { type: ImportanceEnum }),
    level: t.expose('level', { type: AlertLevelEnum }),
    type: t.exposeString('type'),
    title: t.string({
      resolve: (a, _args, ctx) => (ctx.language === 'zh-HK' ? a.titleZh : a.titleEn),
    }),
    description: t.string({
      resolve: (a, _args, ctx) => (ctx.language === 'zh-HK' ? a.descriptionZh : a.descriptionEn),
    }),
    status: t.expose('status', { type: StatusEnum, description: 'its status when it was raised' }),
    overrideLevel: t.expose('overrideLevel', { type: AlertLevelEnum, nullable: true }),
    raisedAt: t.expose('raisedAt', { type: 'DateTime' }),
    replacedAt: t.expose('replacedAt', { type: 'DateTime' }),
  }),
});

const FollowUpFilter = builder.inputType('FollowUpFilter', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'patient name or description' }),
    importance: t.field({ type: [ImportanceEnum], required: false }),
    types: t.stringList({ required: false }),
    patientId: t.id({ required: false }),
  }),
});

builder.queryField('followUps', (t) =>
  t.prismaField({
    type: ['Alert'],
    authScopes: { doctor: true },
    args: { filter: t.arg({ type: FollowUpFilter, required: false }) },
    resolve: (query, _root, { filter }, ctx) => followUps(ctx, { filter }, query),
  }),
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
      authScopes: { doctor: true },
      args: { id: t.arg.id(), raisedAt: SeenRaisedAt },
      resolve: (query, _root, args, ctx) =>
        acknowledgeAlert(ctx, { alertId: String(args.id), raisedAt: args.raisedAt }, query),
    }),
    resolveAlert: t.prismaField({
      type: 'Alert',
      authScopes: { doctor: true },
      args: { id: t.arg.id(), raisedAt: SeenRaisedAt },
      resolve: (query, _root, args, ctx) =>
        resolveAlert(ctx, { alertId: String(args.id), raisedAt: args.raisedAt }, query),
    }),
    overrideAlertLevel: t.prismaField({
      type: 'Alert',
      authScopes: { doctor: true },
      args: {
        id: t.arg.id(),
        level: t.arg({ type: AlertLevelEnum }),
        reason: t.arg.string(),
        raisedAt: SeenRaisedAt,
      },
      resolve: (query, _root, { id, level, reason, raisedAt }, ctx) =>
        overrideAlertLevel(ctx, { alertId: String(id), level, reason, raisedAt }, query),
    }),
  };
});

builder.subscriptionType({});

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
    canViewPatient(ctx, event.patientId),
  );
}
