// A doctor's follow-ups: list with filters, acknowledge, resolve, override the level.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { AlertImportance, AlertLevel, Prisma } from '../../generated/prisma/client.ts';
import type { AppPubSub } from '../../pubsub';
import { AppError } from '../../errors';
import { publishAlertEvent } from './alert-events';

const MAX_REASON = 500;
const MAX_SEARCH = 100;

export type AlertFilters = {
  search?: string | null;
  importance?: AlertImportance[] | null;
  types?: string[] | null;
  patientId?: string | null;
};

/** Alerts of the doctor's own patients only, newest first. */
export function alertsWhereForDoctor(
  doctorId: string,
  filters: AlertFilters = {},
): Prisma.AlertWhereInput {
  const search = filters.search?.trim().slice(0, MAX_SEARCH);
  return {
    patient: { doctors: { some: { doctorId } } },
    ...(filters.patientId ? { patientId: filters.patientId } : {}),
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

async function doctorsAlert(prisma: PrismaClient, doctorId: string, alertId: string) {
  const alert = await prisma.alert.findFirst({
    where: { id: alertId, patient: { doctors: { some: { doctorId } } } },
  });
  // Someone else's alert answers like a missing one.
  if (!alert) throw new AppError('NOT_FOUND');
  return alert;
}

type Deps = { prisma: PrismaClient; pubsub: AppPubSub };

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

export async function acknowledgeAlert(
  deps: Deps,
  doctorId: string,
  alertId: string,
  seen: SeenVersion = {},
) {
  const alert = await doctorsAlert(deps.prisma, doctorId, alertId);
  await transition(
    deps,
    alert,
    seen,
    { status: 'OPEN' },
    { status: 'ACKNOWLEDGED', acknowledgedAt: new Date(), acknowledgedById: doctorId },
  );
}

export async function resolveAlert(
  deps: Deps,
  doctorId: string,
  alertId: string,
  seen: SeenVersion = {},
) {
  const alert = await doctorsAlert(deps.prisma, doctorId, alertId);
  const now = new Date();
  // Resolving also acknowledges: one update, so a stale card changes neither.
  await transition(
    deps,
    alert,
    seen,
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
    deps,
    alert,
    seen,
    { status: { not: 'RESOLVED' } },
    { status: 'RESOLVED', resolvedAt: now, resolvedById: doctorId },
  );
}

/** The original level stays; the override and its reason are stored beside it. */
export async function overrideAlertLevel(
  deps: Deps,
  doctorId: string,
  alertId: string,
  level: AlertLevel,
  reason: string,
  seen: SeenVersion = {},
) {
  const trimmed = reason.trim();
  if (!trimmed)
    throw new AppError('VALIDATION_FAILED', { fields: { reason: 'override_reason_required' } });
  if (trimmed.length > MAX_REASON)
    throw new AppError('VALIDATION_FAILED', { fields: { reason: 'text_too_long' } });
  const alert = await doctorsAlert(deps.prisma, doctorId, alertId);
  await transition(
    deps,
    alert,
    seen,
    {},
    { overrideLevel: level, overrideReason: trimmed, overriddenById: doctorId },
  );
}
