// A doctor's follow-ups: list with filters, acknowledge, resolve, override the level.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { AlertImportance, AlertLevel, Prisma } from '../../generated/prisma/client.ts';
import type { AppPubSub } from '../../pubsub';
import { AppError } from '../../errors';

const MAX_REASON = 500;
const MAX_SEARCH = 100;

export type AlertFilters = { search?: string | null; importance?: AlertImportance[] | null; types?: string[] | null; patientId?: string | null };

/** Alerts of the doctor's own patients only, newest first. */
export function alertsWhereForDoctor(doctorId: string, filters: AlertFilters = {}): Prisma.AlertWhereInput {
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
  const alert = await prisma.alert.findFirst({ where: { id: alertId, patient: { doctors: { some: { doctorId } } } } });
  // Someone else's alert answers like a missing one.
  if (!alert) throw new AppError('NOT_FOUND');
  return alert;
}

type Deps = { prisma: PrismaClient; pubsub: AppPubSub };

/** Updates only while `allowedFrom` still holds, so two doctors acting at once cannot undo each other. */
async function transition(deps: Deps, alert: { id: string; patientId: string }, allowedFrom: Prisma.AlertWhereInput, data: Prisma.AlertUpdateManyMutationInput) {
  const changed = await deps.prisma.alert.updateMany({ where: { id: alert.id, ...allowedFrom }, data });
  if (changed.count) await deps.pubsub.publish('alerts', { alertId: alert.id, patientId: alert.patientId, kind: 'UPDATED' });
}

export async function acknowledgeAlert(deps: Deps, doctorId: string, alertId: string) {
  const alert = await doctorsAlert(deps.prisma, doctorId, alertId);
  await transition(deps, alert, { status: 'OPEN' }, { status: 'ACKNOWLEDGED', acknowledgedAt: new Date(), acknowledgedById: doctorId });
}

export async function resolveAlert(deps: Deps, doctorId: string, alertId: string) {
  const alert = await doctorsAlert(deps.prisma, doctorId, alertId);
  const now = new Date();
  await deps.prisma.alert.updateMany({ where: { id: alertId, acknowledgedAt: null }, data: { acknowledgedAt: now, acknowledgedById: doctorId } });
  await transition(deps, alert, { status: { not: 'RESOLVED' } }, { status: 'RESOLVED', resolvedAt: now, resolvedById: doctorId });
}

/** The original level stays; the override and its reason are stored beside it. */
export async function overrideAlertLevel(deps: Deps, doctorId: string, alertId: string, level: AlertLevel, reason: string) {
  const trimmed = reason.trim();
  if (!trimmed) throw new AppError('VALIDATION_FAILED', { fields: { reason: 'override_reason_required' } });
  if (trimmed.length > MAX_REASON) throw new AppError('VALIDATION_FAILED', { fields: { reason: 'text_too_long' } });
  const alert = await doctorsAlert(deps.prisma, doctorId, alertId);
  await transition(deps, alert, {}, { overrideLevel: level, overrideReason: trimmed, overriddenById: doctorId });
}
