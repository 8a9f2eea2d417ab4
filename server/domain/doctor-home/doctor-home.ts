// The doctor home's overview: the four cards with their change against the week before,
// and the recent-activity feed (wellness rules §7). Counts only the doctor's own care
// team; a fixed number of statements whatever the size of the panel.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { accessOf, type AccessPolicy } from '../access/access-policy';
import type { Viewing } from '../service-context';
import {
  comparisonWindows,
  overviewCard,
  recentActivity,
  type Activity,
} from '../wellness/doctor-overview';

/** The feed shows the newest few of every kind together. */
export const ACTIVITY_LIMIT = 10;

type Window = { start: Date; end: Date };
const within = ({ start, end }: Window) => ({ gte: start, lt: end });
const person = { select: { id: true, username: true, profile: { select: { fullName: true } } } };

async function overviewCards(prisma: PrismaClient, access: AccessPolicy, now: Date) {
  const { current, previous } = comparisonWindows(now);
  const doctorId = access.viewer('DOCTOR').userId;
  const team = { patient: access.patientsWhere() };
  const links = access.careTeamLinksWhere();
  const critical = { ...team, importance: 'CRITICAL' as const };
  // Check-in reports count only for patients who share their data; alerts count always.
  const finished = {
    patient: access.patientsWhere({ wellness: true }),
    status: 'FINISHED' as const,
  };
  const incoming = { doctorId, direction: 'PATIENT_TO_DOCTOR' as const };
  const [patients, critAlerts, reports, requests] = await Promise.all([
    Promise.all([
      prisma.careTeamLink.count({ where: links }),
      prisma.careTeamLink.count({ where: { ...links, createdAt: within(current) } }),
      prisma.careTeamLink.count({ where: { ...links, createdAt: within(previous) } }),
    ]),
    Promise.all([
      prisma.alert.count({ where: { ...critical, status: { not: 'RESOLVED' } } }),
      prisma.alert.count({ where: { ...critical, raisedAt: within(current) } }),
      prisma.alert.count({ where: { ...critical, raisedAt: within(previous) } }),
    ]),
    // Reports: finished check-ins and the reports patients shared (shared-reports.ts).
    Promise.all([
      prisma.chatSession.count({ where: { ...finished, doctorOpenedAt: null } }),
      prisma.chatSession.count({ where: { ...finished, finishedAt: within(current) } }),
      prisma.chatSession.count({ where: { ...finished, finishedAt: within(previous) } }),
      prisma.sharedReport.count({ where: { patient: finished.patient, doctorOpenedAt: null } }),
      prisma.sharedReport.count({
        where: { patient: finished.patient, sharedAt: within(current) },
      }),
      prisma.sharedReport.count({
        where: { patient: finished.patient, sharedAt: within(previous) },
      }),
    ]).then(([a, b, c, d, e, f]) => [a + d, b + e, c + f]),
    Promise.all([
      prisma.careTeamRequest.count({ where: { ...incoming, status: 'PENDING' } }),
      prisma.careTeamRequest.count({ where: { ...incoming, createdAt: within(current) } }),
      prisma.careTeamRequest.count({ where: { ...incoming, createdAt: within(previous) } }),
    ]),
  ]);
  const card = ([count, lastWeek, weekBefore]: number[]) =>
    overviewCard(count, lastWeek, weekBefore);
  return {
    totalPatients: card(patients),
    criticalAlerts: card(critAlerts),
    pendingReports: card(reports),
    pendingRequests: card(requests),
  };
}

export type ActivityItem = Activity & {
  patient: { id: string; username: string; profile: { fullName: string | null } | null };
  alertTitle?: { en: string; zh: string };
  medication?: { catalogKey: string | null; name: string; change: string };
  /** A report the patient shared (its period), not a finished check-in. */
  sharedPeriod?: { from: string; to: string };
};

async function activityFeed(prisma: PrismaClient, access: AccessPolicy): Promise<ActivityItem[]> {
  const doctorId = access.viewer('DOCTOR').userId;
  const team = { patient: access.patientsWhere() };
  const sharing = { patient: access.patientsWhere({ wellness: true }) };
  const take = ACTIVITY_LIMIT;
  const [reports, shared, alerts, changes, accepted] = await Promise.all([
    prisma.chatSession.findMany({
      where: { ...sharing, status: 'FINISHED' },
      orderBy: { finishedAt: 'desc' },
      take,
      select: { id: true, finishedAt: true, patient: person },
    }),
    prisma.sharedReport.findMany({
      where: sharing,
      orderBy: { sharedAt: 'desc' },
      take,
      select: { id: true, sharedAt: true, periodFrom: true, periodTo: true, patient: person },
    }),
    prisma.alert.findMany({
      where: { ...team, importance: 'CRITICAL' },
      orderBy: { raisedAt: 'desc' },
      take,
      select: { id: true, raisedAt: true, titleEn: true, titleZh: true, patient: person },
    }),
    prisma.prescriptionEvent.findMany({
      where: { prescription: team },
      orderBy: { createdAt: 'desc' },
      take,
      select: {
        id: true,
        kind: true,
        createdAt: true,
        prescription: { select: { catalogKey: true, name: true, patient: person } },
      },
    }),
    prisma.careTeamRequest.findMany({
      where: { doctorId, status: 'ACCEPTED' },
      orderBy: { decidedAt: 'desc' },
      take,
      select: { id: true, decidedAt: true, patient: person },
    }),
  ]);
  const items: ActivityItem[][] = [
    reports.map((r) => ({
      kind: 'report',
      id: r.id,
      at: r.finishedAt!,
      patientId: r.patient.id,
      patient: r.patient,
    })),
    shared.map((r) => ({
      kind: 'report',
      id: r.id,
      at: r.sharedAt,
      patientId: r.patient.id,
      patient: r.patient,
      sharedPeriod: { from: r.periodFrom, to: r.periodTo },
    })),
    alerts.map((a) => ({
      kind: 'alert',
      id: a.id,
      at: a.raisedAt,
      patientId: a.patient.id,
      patient: a.patient,
      alertTitle: { en: a.titleEn, zh: a.titleZh },
    })),
    changes.map((c) => ({
      kind: 'prescription',
      id: c.id,
      at: c.createdAt,
      patientId: c.prescription.patient.id,
      patient: c.prescription.patient,
      medication: {
        catalogKey: c.prescription.catalogKey,
        name: c.prescription.name,
        change: c.kind,
      },
    })),
    accepted.map((r) => ({
      kind: 'request',
      id: r.id,
      at: r.decidedAt!,
      patientId: r.patient.id,
      patient: r.patient,
    })),
  ];
  const shown = recentActivity(items, ACTIVITY_LIMIT) as ActivityItem[];
  access.listed(shown.map((item) => item.patientId));
  return shown;
}

/** `now` is for tests; a request leaves it out. */
export async function doctorHome(ctx: Viewing, { now = new Date() }: { now?: Date } = {}) {
  const access = accessOf(ctx);
  const doctorId = access.viewer('DOCTOR').userId;
  const { prisma } = ctx;
  const [doctor, cards, activity] = await Promise.all([
    prisma.user.findUniqueOrThrow({
      where: { id: doctorId },
      select: {
        id: true,
        username: true,
        profile: { select: { fullName: true, department: true } },
      },
    }),
    overviewCards(prisma, access, now),
    activityFeed(prisma, access),
  ]);
  return { doctor, cards, activity };
}

export type DoctorHome = Awaited<ReturnType<typeof doctorHome>>;
