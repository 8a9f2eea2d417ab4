// E-mails to family carers (docs/family-carers.md), for what the patient granted them and
// following the carer's own settings: the doctors' messages to the patient (MESSAGES, the
// carer's "Doctor messages": at once, hourly or daily digest, or off). Each job reads the
// grant and the setting again when it runs, so a revocation or a change made meanwhile holds.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { ClaimedJob, NewJob } from '../../jobs/job-queue';
import { parseLanguage } from '#common/language';
import { doctorMessagesMail } from '../../mail/notification-mails';
import { DISPLAY_NAME_SELECT, displayName } from '../accounts/display-name';
import { frequencyOf, MAILED_MESSAGE, mailedMessage, type NotificationDeps } from './mail-parts';
import { messageSlot } from './schedule';

export const CARER_MESSAGES_JOB = 'carer-doctor-messages';

const named = { select: DISPLAY_NAME_SELECT };

/** A job per carer with MESSAGES, at the time their setting asks for. */
export async function carerMessageJobs(
  prisma: PrismaClient,
  message: { id: string; patientId: string; createdAt: Date },
): Promise<NewJob[]> {
  const links = await prisma.carerLink.findMany({
    where: { patientId: message.patientId },
    select: { carerId: true, grants: true },
  });
  const jobs: NewJob[] = [];
  for (const { carerId, grants } of links) {
    if (!grants.includes('MESSAGES')) continue;
    const frequency = await frequencyOf(prisma, carerId, 'doctorMessages');
    const key = `${carerId}:${message.patientId}`;
    const slot = messageSlot(key, message.id, frequency, message.createdAt);
    if (slot)
      jobs.push({
        kind: CARER_MESSAGES_JOB,
        ...slot,
        payload: { carerId, patientId: message.patientId },
      });
  }
  return jobs;
}

/** Sends the carer the patient's messages not yet mailed to them, if still granted and wanted. */
export async function mailCarerMessages(deps: NotificationDeps, job: ClaimedJob) {
  const { prisma, mailer, appUrl } = deps;
  const { carerId, patientId } = job.payload as { carerId: string; patientId: string };
  const link = await prisma.carerLink.findUnique({
    where: { carerId_patientId: { carerId, patientId } },
    select: {
      id: true,
      grants: true,
      createdAt: true,
      messagesMailedUntil: true,
      patient: named,
      carer: { select: { email: true, language: true, ...DISPLAY_NAME_SELECT } },
    },
  });
  if (!link?.grants.includes('MESSAGES')) return;
  const frequency = await frequencyOf(prisma, carerId, 'doctorMessages');
  if (frequency === 'off') return;
  const messages = await prisma.patientMessage.findMany({
    where: {
      patientId,
      createdAt: { gt: link.messagesMailedUntil ?? link.createdAt, lte: job.runAt },
    },
    orderBy: { createdAt: 'asc' },
    select: MAILED_MESSAGE,
  });
  if (!messages.length) return;
  await mailer.send({
    to: link.carer.email,
    ...doctorMessagesMail({
      name: displayName(link.carer),
      about: displayName(link.patient),
      language: parseLanguage(link.carer.language) ?? 'en',
      appUrl,
      digest: frequency !== 'immediately',
      messages: messages.map(mailedMessage),
    }),
  });
  await prisma.carerLink.update({
    where: { id: link.id },
    data: { messagesMailedUntil: messages.at(-1)!.createdAt },
  });
}
