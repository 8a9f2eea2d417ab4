// A doctor's follow-ups: list with filters, acknowledge, resolve, override the level. A
// doctor sees and acts on their own patients' alerts only; anyone else's answers like a
// missing one.
import type { AlertImportance, AlertLevel, Prisma } from '../../generated/prisma/client.ts';
import { overrideSchema } from '#common/validation/alert-override';
import { validateInput } from '../../errors';
import { checkedPage, type Page } from '../connection-page';
import { accessOf } from '../access/access-policy';
import { requireViewer, type ServiceContext, type Viewing } from '../service-context';
import { publishAlertEvent } from './alert-events';

const MAX_SEARCH = 100;

// A follow-up list is read on one screen; 200 covers weeks of alerts for a panel.
const FOLLOW_UP_LIMIT = 200;

export type AlertFilters = {
  search?: string | null;
  importance?: AlertImportance[] | null;
  types?: string[] | null;
  patientId?: string | number | null;
};

// `selection` is the GraphQL selection (Pothos' Prisma plugin), so relations load in one query.
type Selection = { include?: Prisma.AlertInclude; select?: Prisma.AlertSelect };

/** The alerts of the doctor's own patients only. */
function alertsWhereForDoctor(ctx: Viewing, filters: AlertFilters): Prisma.AlertWhereInput {
  const search = filters.search?.trim().slice(0, MAX_SEARCH);
  const access = accessOf(ctx);
  access.viewer('DOCTOR');
  return {
    patient: access.patientsWhere(),
    ...(filters.patientId ? { patientId: String(filters.patientId) } : {}),
    ...(filters.importance?.length ? { importance: { in: filters.importance } } : {}),
    ...(filters.types?.length ? { type: { in: filters.types } } : {}),
    ...(search
      ? {
          OR: [
            { patient: { profile: { fullName: { contains: search, mode: 'insensitive' } } } },
            { patient: { username: { contains: search, mode: 'insensitive' } } },
            { descriptionEn: { contains: search, mode: 'insensitive' } },
            { descriptionZh: { contains: search } },
          ],
        }
      : {}),
  };
}

/** The signed-in doctor's follow-up list, filtered; a raised alert comes back to the top. */
export async function followUps(
  ctx: Viewing,
  input: { filter?: AlertFilters | null },
  selection: Selection = {},
) {
  const alerts = await ctx.prisma.alert.findMany({
    ...selection,
    where: alertsWhereForDoctor(ctx, input.filter ?? {}),
    orderBy: { raisedAt: 'desc' },
    take: FOLLOW_UP_LIMIT,
  });
  accessOf(ctx).listed(alerts.map((alert) => alert.patientId));
  return alerts;
}

/**
 * The same follow-ups a page at a time, for integrators: newest first by when each alert was
 * first raised (a raise does not move it, so pages stay stable), the id breaking ties.
 */
export async function followUpPage(
  ctx: Viewing,
  input: { filter?: AlertFilters | null },
  page: Selection & Page<Prisma.AlertWhereUniqueInput>,
) {
  const alerts = await ctx.prisma.alert.findMany({
    ...checkedPage(page),
    where: alertsWhereForDoctor(ctx, input.filter ?? {}),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  accessOf(ctx).listed(alerts.map((alert) => alert.patientId));
  return alerts;
}

/** One alert of the signed-in doctor's patients; anyone else's answers like a missing one. */
export async function followUpAlert(
  ctx: Viewing,
  input: { alertId: string },
  selection: Selection = {},
) {
  const access = accessOf(ctx);
  access.viewer('DOCTOR');
  const { id } = await access.record(
    await ctx.prisma.alert.findUnique({
      where: { id: input.alertId },
      select: { id: true, patientId: true },
    }),
  );
  return ctx.prisma.alert.findUniqueOrThrow({ ...selection, where: { id } });
}

type Deps = Pick<ServiceContext, 'prisma' | 'pubsub'>;

/**
 * The version of an alert a doctor acted on: when it was raised as they saw it. An alert
 * raised since (a more important finding of the same check-in) is not changed by an
 * action meant for its earlier version; without it, the alert as it is now.
 */
export type SeenVersion = { raisedAt?: Date | null };

/**
 * Updates only while `allowedFrom` still holds and the alert is the version the doctor
 * saw, so two doctors acting at once cannot undo each other, and an action on a stale
 * card cannot land on an alert raised since.
 */
async function transition(
  deps: Deps,
  alert: { id: string; patientId: string },
  seen: SeenVersion,
  allowedFrom: Prisma.AlertWhereInput,
  data: Prisma.AlertUpdateManyMutationInput,
) {
  const version = seen.raisedAt ? { raisedAt: seen.raisedAt } : {};
  const changed = await deps.prisma.alert.updateMany({
    where: { id: alert.id, ...version, ...allowedFrom },
    data,
  });
  if (changed.count)
    await publishAlertEvent(deps, {
      alertId: alert.id,
      patientId: alert.patientId,
      kind: 'UPDATED',
    });
}

/** Which alert, and (optionally) the version of it the doctor saw (see SeenVersion). */
export type AlertAction = { alertId: string } & SeenVersion;
type ActionContext = Viewing & Deps;

/** Each action answers with the alert as it is afterwards, in the GraphQL selection. */
export async function acknowledgeAlert(
  ctx: ActionContext,
  input: AlertAction,
  selection: Selection = {},
) {
  const doctorId = requireViewer(ctx, 'DOCTOR').userId;
  const alert = await followUpAlert(ctx, input);
  await transition(
    ctx,
    alert,
    input,
    { status: 'OPEN' },
    { status: 'ACKNOWLEDGED', acknowledgedAt: new Date(), acknowledgedById: doctorId },
  );
  return followUpAlert(ctx, input, selection);
}

export async function resolveAlert(
  ctx: ActionContext,
  input: AlertAction,
  selection: Selection = {},
) {
  const doctorId = requireViewer(ctx, 'DOCTOR').userId;
  const alert = await followUpAlert(ctx, input);
  const now = new Date();
  // Resolving also acknowledges: one update, so a stale card changes neither.
  await transition(
    ctx,
    alert,
    input,
    { status: { not: 'RESOLVED' }, acknowledgedAt: null },
    {
      status: 'RESOLVED',
      resolvedAt: now,
      resolvedById: doctorId,
      acknowledgedAt: now,
      acknowledgedById: doctorId,
    },
  );
  await transition(
    ctx,
    alert,
    input,
    { status: { not: 'RESOLVED' } },
    { status: 'RESOLVED', resolvedAt: now, resolvedById: doctorId },
  );
  return followUpAlert(ctx, input, selection);
}

/** The original level stays; the override and its reason are stored beside it. */
export async function overrideAlertLevel(
  ctx: ActionContext,
  input: AlertAction & { level: AlertLevel; reason: string },
  selection: Selection = {},
) {
  const doctorId = requireViewer(ctx, 'DOCTOR').userId;
  const { reason } = validateInput(overrideSchema, { level: input.level, reason: input.reason });
  const alert = await followUpAlert(ctx, input);
  await transition(
    ctx,
    alert,
    input,
    {},
    { overrideLevel: input.level, overrideReason: reason, overriddenById: doctorId },
  );
  return followUpAlert(ctx, input, selection);
}
