// The demo doctor's messages to the demo patients, part of the living demo clinic
// (seed-demo-history.ts): sent through the message service, as the doctor's screen does,
// then dated back. Those older than two days are read; none is e-mailed (they are history:
// marking them e-mailed keeps the digest job from sending weeks-old news to demo addresses).
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { MessageType } from '#common/messages/message-types';
import type { JobRunner } from '../jobs/job-runner';
import { sendPatientMessage } from '../domain/messages/patient-messages';
import { createAppPubSub } from '../pubsub';
import { doctorViewer } from './demo-viewer';

type DemoMessage = {
  username: string;
  daysAgo: number;
  type: MessageType;
  title: string;
  description: string;
};

/** Each follows a day of the patient's plan in seed-demo-history.ts. */
const MESSAGES: DemoMessage[] = [
  {
    username: 'demo.patient',
    daysAgo: 22,
    type: 'vitals',
    title: 'Your temperature yesterday',
    description:
      'Thank you for telling us about the fever. Your blood count at the day ward was fine. ' +
      'Please check your temperature twice a day this week, and call us at once if it reaches 38 °C again.',
  },
  {
    username: 'demo.patient',
    daysAgo: 5,
    type: 'meds',
    title: 'Pain relief changed',
    description:
      'As we agreed on the phone, take paracetamol 1 g four times a day for your back for the next week. ' +
      'The medication list in the app shows the new times.',
  },
  {
    username: 'lee.siu.ming',
    daysAgo: 2,
    type: 'symptom',
    title: 'Your back pain',
    description:
      'I have seen your check-in about the back pain. A nurse will call you this afternoon to arrange an X-ray.',
  },
  {
    username: 'wong.ka.yan',
    daysAgo: 1,
    type: 'symptom',
    title: '你昨天的氣促',
    description:
      '我們已收到你昨天的報告。如休息時仍然氣促，請立即致電診所或前往急症室；護士今天會致電跟進。',
  },
  {
    username: 'cheung.wai',
    daysAgo: 10,
    type: 'general',
    title: 'Scan results',
    description:
      'Your last scan shows the lymphoma is still in remission. We will see you at your next review.',
  },
];

const READ_AFTER_DAYS = 2;

export async function seedDemoMessages(
  prisma: PrismaClient,
  patients: Array<{ id: string; username: string; doctorId: string | undefined }>,
  now: Date,
) {
  const pubsub = createAppPubSub();
  // the mail job is not woken: these messages are marked e-mailed below
  const jobs = { kick() {} } as Pick<JobRunner, 'kick'> as JobRunner;
  for (const { username, daysAgo, ...message } of MESSAGES) {
    const patient = patients.find((p) => p.username === username);
    if (!patient?.doctorId) continue;
    const ctx = { prisma, pubsub, jobs, viewer: doctorViewer(patient.doctorId) };
    const sent = await sendPatientMessage(ctx, { patientId: patient.id, message });
    const at = new Date(now.getTime() - daysAgo * 86_400_000);
    await prisma.patientMessage.update({
      where: { id: sent.id },
      data: { createdAt: at, emailedAt: at, readAt: daysAgo >= READ_AFTER_DAYS ? at : null },
    });
  }
  await pubsub.close();
}
