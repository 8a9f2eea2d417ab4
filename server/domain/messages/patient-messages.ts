// Messages from a doctor to a patient: sent by a doctor of the patient's care team, kept,
// and delivered live to the patient (published after the row is stored). The patient
// reads their own, marks them read and dismisses them; nobody else reads or writes them.
import { patientMessageSchema } from '#common/validation/patient-message';
import { AppError, validateInput } from '../../errors';
import { accessOf } from '../access/access-policy';
import { planMessageMail } from '../notifications/notification-jobs';
import type { ServiceContext, Viewing } from '../service-context';

/** `now` is for tests; a request leaves it out. */
type At = { now?: Date };

/** A notifications list holds the latest messages; older ones stay stored. */
export const MESSAGE_LIST_LIMIT = 50;

export const messageInclude = {
  doctor: { select: { id: true, username: true, profile: { select: { fullName: true } } } },
} as const;

export async function sendPatientMessage(
  ctx: Viewing & Pick<ServiceContext, 'pubsub' | 'jobs'>,
  input: { patientId: string; message: unknown },
) {
  const { patientId } = input;
  const { doctorId } = await accessOf(ctx).ownPatient(patientId);
  const { title, description, type } = validateInput(patientMessageSchema, input.message);
  const message = await ctx.prisma.patientMessage.create({
    data: { patientId, doctorId, type, title, description },
    include: messageInclude,
  });
  ctx.pubsub.publish('patientMessages', patientId, { messageId: message.id, patientId });
  // e-mailed per the patient's 'Doctor messages' setting: now, or in an hourly/daily digest
  if (await planMessageMail(ctx.prisma, message)) ctx.jobs.kick();
  return message;
}

/** The patient's own messages, newest first, and how many they have not read. */
export async function myMessages(ctx: Viewing) {
  const patientId = await accessOf(ctx).self('MESSAGES');
  const { prisma } = ctx;
  const [messages, unread] = await Promise.all([
    prisma.patientMessage.findMany({
      where: { patientId },
      include: messageInclude,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: MESSAGE_LIST_LIMIT,
    }),
    prisma.patientMessage.count({ where: { patientId, readAt: null } }),
  ]);
  return { messages, unread };
}

export async function ownMessage(ctx: Viewing, { messageId }: { messageId: string }) {
  const patientId = await accessOf(ctx).self('MESSAGES');
  const message = await ctx.prisma.patientMessage.findFirst({
    where: { id: messageId, patientId },
    include: messageInclude,
  });
  if (!message) throw new AppError('NOT_FOUND');
  return message;
}

/** Marks the patient's messages read (all of them when no ids are given). */
export async function markMessagesRead(
  ctx: Viewing,
  input: { messageIds: readonly string[] | null } & At,
) {
  const { messageIds: ids, now = new Date() } = input;
  const patientId = await accessOf(ctx).self('MESSAGES');
  if (ids && ids.length > MESSAGE_LIST_LIMIT)
    throw new AppError('VALIDATION_FAILED', { fields: { ids: 'too_many_items' } });
  const { count } = await ctx.prisma.patientMessage.updateMany({
    where: { patientId, readAt: null, ...(ids ? { id: { in: [...ids] } } : {}) },
    data: { readAt: now },
  });
  return count;
}

/** The home card stops showing the message; it stays in the list, read. */
export async function dismissMessage(ctx: Viewing, input: { messageId: string } & At) {
  const { now = new Date() } = input;
  const message = await ownMessage(ctx, input);
  return ctx.prisma.patientMessage.update({
    where: { id: message.id },
    data: { dismissedAt: message.dismissedAt ?? now, readAt: message.readAt ?? now },
    include: messageInclude,
  });
}
