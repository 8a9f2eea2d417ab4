// The e-mails of a patient's notification settings, as jobs (server/jobs): planned from the
// settings (reminders and wellness updates each day; a doctor's message when it is sent)
// and sent when due. Each handler reads the setting again, so a change made after
// planning (turned off, another rhythm) is what counts when the mail would go out.
import { parseLanguage } from '#common/language';
import { defaultValue, type Frequency, type SettingKey } from '#common/settings/user-settings';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { ClaimedJob, JobHandler, NewJob } from '../../jobs/job-queue';
import { enqueue } from '../../jobs/job-queue';
import {
  checkInReminderMail,
  doctorMessagesMail,
  wellnessUpdateMail,
} from '../../mail/notification-mails';
import { checkInsBetween } from '../health-dashboard/check-in-history';
import { localDay, rangeInstants } from '../wellness/clinic-days';
import { periodWellness } from '../wellness/daily-score';
import { CARER_MESSAGES_JOB, carerMessageJobs, mailCarerMessages } from './carer-mails';
import { frequencyOf, MAILED_MESSAGE, mailedMessage, type NotificationDeps } from './mail-parts';

export type { NotificationDeps };
import {
  isReminderDay,
  messageSlot,
  reminderSlot,
  updateSlot,
  wellnessUpdateFor,
} from './schedule';

export const JOB_KINDS = {
  reminder: 'check-in-reminder',
  update: 'wellness-update',
  messages: 'doctor-messages',
} as const;

const PATIENT_KEYS: SettingKey[] = ['checkInReminders', 'wellnessScoreUpdates', 'doctorMessages'];

/** Patients read and planned at a time: the turns of check-ins run between two pages. */
const PLAN_PAGE = 200;

/**
 * Today's reminders and wellness updates of every verified patient (or only of those whose
 * account was verified, or whose notification settings changed, since `changedSince`),
 * stored as jobs due at their hour. Safe to run often and on every instance: a job's key is
 * the patient and the day, so it is stored once. Two statements per page of patients.
 * Returns how many patients it read and how many jobs it stored.
 */
export async function planScheduledMails(
  prisma: PrismaClient,
  now: Date,
  changedSince: Date | null = null,
) {
  const where = {
    role: 'PATIENT' as const,
    verifiedAt: { not: null },
    ...(changedSince && {
      OR: [
        { verifiedAt: { gte: changedSince } },
        { settings: { some: { key: { in: PATIENT_KEYS }, updatedAt: { gte: changedSince } } } },
      ],
    }),
  };
  const planned = { patients: 0, jobs: 0 };
  let after: string | undefined;
  for (;;) {
    // after the last id read, not from it as a cursor: a patient deleted meanwhile would
    // end a cursor's pages early
    const patients = await prisma.user.findMany({
      where: after ? { ...where, id: { gt: after } } : where,
      select: { id: true, settings: { where: { key: { in: PATIENT_KEYS } } } },
      orderBy: { id: 'asc' },
      take: PLAN_PAGE,
    });
    planned.patients += patients.length;
    planned.jobs += await enqueue(
      prisma,
      patients.flatMap((patient) => jobsOf(patient, now)),
    );
    if (patients.length < PLAN_PAGE) return planned;
    after = patients.at(-1)!.id;
  }
}

function jobsOf(patient: { id: string; settings: { key: string; value: string }[] }, now: Date) {
  const setting = (key: SettingKey) =>
    (patient.settings.find((s) => s.key === key)?.value ?? defaultValue(key)) as Frequency;
  const jobs: NewJob[] = [];
  const reminder = reminderSlot(patient.id, setting('checkInReminders'), now);
  if (reminder)
    jobs.push({ kind: JOB_KINDS.reminder, ...reminder, payload: { patientId: patient.id } });
  const update = updateSlot(patient.id, setting('wellnessScoreUpdates'), now);
  if (update) jobs.push({ kind: JOB_KINDS.update, ...update, payload: { patientId: patient.id } });
  return jobs;
}

/**
 * A change is looked for this far before the last plan began: a setting saved just before
 * that plan's read, but committed after it, is still seen by the next one.
 */
const CHANGE_OVERLAP_MS = 60_000;

/**
 * The job runner's plan, run every minute: every patient at an instance's first plan of a
 * clinic day, then only the patients who changed since. Reading and re-storing a
 * thousand patients' jobs every minute held the event loop for about half a second each
 * time, and every reply streaming then (npm run bench:florence, 1,000 patients: 556 ms;
 * now 14 ms, and the day's first plan goes a page at a time).
 * Changes are timed by the real clock, not by `now`, which tests move.
 */
export function createMailPlanner(prisma: PrismaClient, changeOverlapMs = CHANGE_OVERLAP_MS) {
  let last: { day: string; startedAt: number } | null = null;
  return async (now: Date) => {
    const day = localDay(now);
    const startedAt = Date.now();
    const changedSince = last?.day === day ? new Date(last.startedAt - changeOverlapMs) : null;
    const planned = await planScheduledMails(prisma, now, changedSince);
    last = { day, startedAt };
    return planned;
  };
}

/** A doctor's message, to be e-mailed per the patient's 'Doctor messages' setting. */
export async function planMessageMail(
  prisma: PrismaClient,
  message: { id: string; patientId: string; createdAt: Date },
) {
  const frequency = await frequencyOf(prisma, message.patientId, 'doctorMessages');
  const slot = messageSlot(message.patientId, message.id, frequency, message.createdAt);
  return enqueue(prisma, [
    ...(slot
      ? [{ kind: JOB_KINDS.messages, ...slot, payload: { patientId: message.patientId } }]
      : []),
    ...(await carerMessageJobs(prisma, message)),
  ]);
}

async function recipient(prisma: PrismaClient, patientId: string) {
  const user = await prisma.user.findUnique({
    where: { id: patientId },
    select: {
      email: true,
      username: true,
      language: true,
      profile: { select: { fullName: true } },
    },
  });
  if (!user) return null;
  return {
    to: user.email,
    name: user.profile?.fullName?.trim() || user.username,
    language: parseLanguage(user.language) ?? 'en',
  };
}

const patientOf = (job: ClaimedJob) => (job.payload as { patientId: string }).patientId;

export function notificationHandlers(deps: NotificationDeps): Record<string, JobHandler> {
  const { prisma, mailer, appUrl } = deps;
  return {
    async [JOB_KINDS.reminder](job) {
      const patientId = patientOf(job);
      const day = localDay(job.runAt);
      if (!isReminderDay(await frequencyOf(prisma, patientId, 'checkInReminders'), day)) return;
      // already checked in that day: no reminder needed
      const { start, end } = rangeInstants({ from: day, to: day });
      const done = await prisma.triageAssessment.count({
        where: { patientId, final: true, createdAt: { gte: start, lt: end } },
      });
      const to = await recipient(prisma, patientId);
      if (done || !to) return;
      await mailer.send({ to: to.to, ...checkInReminderMail({ ...to, appUrl }) });
    },
    async [JOB_KINDS.update](job) {
      const patientId = patientOf(job);
      const frequency = await frequencyOf(prisma, patientId, 'wellnessScoreUpdates');
      const due = wellnessUpdateFor(frequency, localDay(job.runAt));
      const to = await recipient(prisma, patientId);
      if (!due || !to) return;
      const checkIns = await checkInsBetween(prisma, patientId, due.range);
      const score = periodWellness(checkIns, due.range);
      await mailer.send({
        to: to.to,
        ...wellnessUpdateMail({
          ...to,
          period: due.period,
          score,
          checkIns: checkIns.length,
          appUrl,
        }),
      });
    },
    [CARER_MESSAGES_JOB]: (job) => mailCarerMessages(deps, job),
    async [JOB_KINDS.messages](job, now) {
      const patientId = patientOf(job);
      const frequency = await frequencyOf(prisma, patientId, 'doctorMessages');
      const to = await recipient(prisma, patientId);
      if (frequency === 'off' || !to) return;
      const messages = await prisma.patientMessage.findMany({
        where: { patientId, emailedAt: null, createdAt: { lte: job.runAt } },
        orderBy: { createdAt: 'asc' },
        select: MAILED_MESSAGE,
      });
      if (!messages.length) return;
      await mailer.send({
        to: to.to,
        ...doctorMessagesMail({
          ...to,
          appUrl,
          digest: frequency !== 'immediately',
          messages: messages.map(mailedMessage),
        }),
      });
      await prisma.patientMessage.updateMany({
        where: { id: { in: messages.map((m) => m.id) } },
        data: { emailedAt: now },
      });
    },
  };
}
