// Eight weeks of history for the demo patients, so a newcomer's first look at the demo
// clinic is alive: every dashboard, trend, calendar, streak, overview and follow-ups list
// shows real figures. Everything goes through the code a real day would: each check-in is
// the patient's messages through Florence's interview and the triage rules
// (past-check-ins.ts), alerts are raised by them, and the demo doctor acknowledges,
// resolves and overrides through the alert service and writes through the message service
// (seed-demo-messages.ts). Dated relative to the first start;
// added once (when the demo patients have no check-in yet); never in production
// (config.seedDemoHistory is off there, and in the test suites, which make their own).
import type { PrismaClient } from '../generated/prisma/client.ts';
import { CLINIC_TIME_ZONE, clinicDay } from '#common/clinic-day';
import { APPOINTMENT_SLOTS } from '#common/appointments';
import { isClinicDay } from '#common/clinic';
import {
  acknowledgeAlert,
  overrideAlertLevel,
  resolveAlert,
} from '../domain/alerts/alerts-service';
import { addDays, clinicInstant, daysInclusive, type Day } from '../domain/wellness/clinic-days';
import { createAppPubSub } from '../pubsub';
import { doctorViewer } from './demo-viewer';
import { recordPastCheckIn } from './past-check-ins';
import { seedDemoMessages } from './seed-demo-messages';
import { DEMO_SCRIPTS, type DemoScript } from './seed-demo-scripts';

/** How far back the history reaches. */
export const HISTORY_DAYS = 56;

/**
 * Each demo patient's weeks: which script a day gets, by how many days ago it was (null:
 * no check-in that day). Patterns are fixed, so the demo reads the same on every machine.
 */
const PLANS: Record<string, (daysAgo: number) => DemoScript | null> = {
  // colorectal cancer on chemotherapy every two weeks: queasy and tired after each cycle
  'demo.patient': (d) => {
    if (d % 9 === 4) return null;
    if (d === 23) return 'fever';
    if (d === 6) return 'backPainSevere';
    return ({ 1: 'nauseaModerate', 2: 'fatigueMild' } as const)[d % 14] ?? greenFor(d);
  },
  // breast cancer on treatment: some tiredness; severe pain three days ago, still open
  'lee.siu.ming': (d) =>
    d % 7 === 5 ? null : d === 3 ? 'backPainSevere' : d % 5 === 0 ? 'fatigueMild' : greenFor(d + 1),
  // lung cancer on immunotherapy, writes in Chinese: a cough, breathless at rest yesterday
  'wong.ka.yan': (d) =>
    d % 6 === 3 ? null : d === 1 ? 'zhBreathlessAtRest' : d % 4 === 0 ? 'zhCough' : zhGreenFor(d),
  // lymphoma in remission: well, checks in most days
  'cheung.wai': (d) => (d % 5 === 2 ? null : greenFor(d + 2)),
  // thyroid cancer, follow-up: checks in about twice a week
  'ho.mei.ling': (d) => (d % 3 === 0 ? greenFor(d + 3) : null),
};

/** Green days whose ratings drift, so the mood, energy and sleep trends move. */
const greenFor = (d: number): DemoScript => (['green', 'greenTired', 'greenGood'] as const)[d % 3]!;
const zhGreenFor = (d: number): DemoScript => (d % 2 ? 'zhGreen' : 'zhGreenGood');

/** The demo doctor's follow-up work: older alerts resolved, last week's acknowledged. */
const RESOLVED_AFTER_DAYS = 7;
const ACKNOWLEDGED_AFTER_DAYS = 5;
/** One override with its reason, on Chan Tai Man's severe back pain six days ago. */
const OVERRIDE = {
  username: 'demo.patient',
  daysAgo: 6,
  level: 'YELLOW' as const,
  reason:
    'Known post-operative back pain, reviewed by phone: analgesia adjusted, no new red flags.',
};

type Patient = { id: string; username: string; doctorId: string | undefined };

export async function seedDemoHistory(prisma: PrismaClient, now = new Date()): Promise<boolean> {
  const patients: Patient[] = (
    await prisma.user.findMany({
      where: { username: { in: Object.keys(PLANS) }, role: 'PATIENT' },
      select: { id: true, username: true, doctors: { select: { doctorId: true }, take: 1 } },
    })
  ).map((p) => ({ id: p.id, username: p.username, doctorId: p.doctors[0]?.doctorId }));
  if (!patients.length) return false;
  const ids = patients.map((p) => p.id);
  if (await prisma.chatSession.count({ where: { patientId: { in: ids } } })) return false;

  const today = clinicDay(now);
  for (const patient of patients) {
    for (let daysAgo = HISTORY_DAYS; daysAgo >= 0; daysAgo -= 1) {
      const script = PLANS[patient.username]!(daysAgo);
      if (!script) continue;
      const time = daysAgo ? timeOf(daysAgo) : earlierToday(now);
      const { language, messages } = DEMO_SCRIPTS[script];
      const day = addDays(today, -daysAgo);
      await recordPastCheckIn(prisma, patient.id, { day, time, language, messages });
    }
  }
  await followUpAlerts(prisma, patients, now);
  await seedAppointments(prisma, patients, today);
  await seedDemoMessages(prisma, patients, now);
  return true;
}

/**
 * A new clinic day for a demo that runs on (a server left on past midnight, or restarted days
 * later): each demo patient who checks in on the plan's day 0 gets today's check-in too, at
 * midnight, once. Without it the dashboard's Today said "no data" from midnight on (the e2e
 * suite found it, run at 00:03 in Hong Kong). Only where the history was seeded. Returns how many
 * check-ins it recorded.
 */
export async function seedDemoToday(prisma: PrismaClient, now = new Date()): Promise<number> {
  const patients = await prisma.user.findMany({
    where: { username: { in: Object.keys(PLANS) }, role: 'PATIENT' },
    select: { id: true, username: true },
  });
  const today = clinicDay(now);
  const since = clinicInstant(today);
  // each patient's last check-in, in one query
  const lastCheckIns = new Map(
    (
      await prisma.chatSession.groupBy({
        by: ['patientId'],
        where: { patientId: { in: patients.map((patient) => patient.id) } },
        _max: { createdAt: true },
      })
    ).map((row) => [row.patientId, row._max.createdAt]),
  );
  let recorded = 0;
  for (const patient of patients) {
    const script = PLANS[patient.username]!(0);
    if (!script) continue;
    const last = lastCheckIns.get(patient.id);
    // no history seeded (tests, production), or today's is there
    if (!last || last >= since) continue;
    const { language, messages } = DEMO_SCRIPTS[script];
    await recordPastCheckIn(prisma, patient.id, { day: today, time: '00:00', language, messages });
    recorded += 1;
  }
  return recorded;
}

/** Mornings and evenings, so the times in the lists differ. */
const timeOf = (daysAgo: number) => (daysAgo % 2 ? '09:15' : '20:40');

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLINIC_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Today's check-in, an hour before the first start (at midnight when that was yesterday),
 * so that the dashboard's Today shows figures at first sight as the rest of the history does.
 */
function earlierToday(now: Date): string {
  const at = new Date(now.getTime() - 3_600_000);
  return clinicDay(at) === clinicDay(now) ? clockFormat.format(at) : '00:00';
}

async function followUpAlerts(prisma: PrismaClient, patients: Patient[], now: Date) {
  const pubsub = createAppPubSub();
  const byId = new Map(patients.map((p) => [p.id, p]));
  const alerts = await prisma.alert.findMany({
    where: { patientId: { in: [...byId.keys()] } },
    select: { id: true, patientId: true, raisedAt: true },
  });
  for (const alert of alerts) {
    const patient = byId.get(alert.patientId)!;
    if (!patient.doctorId) continue;
    const ctx = { prisma, pubsub, viewer: doctorViewer(patient.doctorId) };
    // in clinic days, not 24-hour spans: the same alerts are handled at any hour of the start
    const age = daysInclusive(clinicDay(alert.raisedAt), clinicDay(now)) - 1;
    const handledAt = new Date(alert.raisedAt.getTime() + 2 * 3_600_000);
    if (patient.username === OVERRIDE.username && age === OVERRIDE.daysAgo)
      await overrideAlertLevel(ctx, {
        alertId: alert.id,
        level: OVERRIDE.level,
        reason: OVERRIDE.reason,
      });
    if (age >= RESOLVED_AFTER_DAYS) {
      await resolveAlert(ctx, { alertId: alert.id });
      await prisma.alert.update({
        where: { id: alert.id },
        data: { acknowledgedAt: handledAt, resolvedAt: handledAt },
      });
    } else if (age >= ACKNOWLEDGED_AFTER_DAYS) {
      await acknowledgeAlert(ctx, { alertId: alert.id });
      await prisma.alert.update({ where: { id: alert.id }, data: { acknowledgedAt: handledAt } });
    }
  }
  await pubsub.close();
}

/** Visits every four weeks: two in the past (completed), one ahead, on clinic days only. */
async function seedAppointments(prisma: PrismaClient, patients: Patient[], today: Day) {
  const rows = patients.flatMap((patient, index) =>
    [-45, -17, 11].flatMap((offset) => {
      if (!patient.doctorId) return [];
      const date = nextClinicDay(addDays(today, offset + index));
      const time = APPOINTMENT_SLOTS[(index + offset + 60) % APPOINTMENT_SLOTS.length]!;
      return [
        {
          patientId: patient.id,
          doctorId: patient.doctorId,
          date,
          time,
          startsAt: clinicInstant(date, time),
          reason: offset > 0 ? 'Review before the next cycle' : 'Follow-up review',
        },
      ];
    }),
  );
  await prisma.appointment.createMany({ data: rows });
}

function nextClinicDay(day: Day): Day {
  let date = day;
  while (!isClinicDay(date)) date = addDays(date, 1);
  return date;
}
