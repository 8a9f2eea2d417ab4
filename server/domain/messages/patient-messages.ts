// Messages from a doctor to a patient: sent by a doctor of the patient's care team, kept,
// and delivered live to the patient (published after the row is stored). The patient
// reads their own, marks them read and dismisses them; nobody else reads or writes them.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { AppPubSub } from '../../pubsub';
import { patientMessageSchema } from '#common/validation/patient-message';
import { AppError, validateInput } from '../../errors';
import type { SessionUser } from '../accounts/sessions';
import { assertOwnPatient } from '../care-team';

type Deps = { prisma: PrismaClient; pubsub: AppPubSub };

/** A notifications list holds the latest messages; older ones stay stored. */
export const MESSAGE_LIST_LIMIT = 50;

export const messageInclude = {
  doctor: { select: { id: true, username: true, profile: { select: { fullName: true } } } },
} as const;

export async function sendPatientMessage(
  deps: Deps,
  viewer: SessionUser | null,
  patientId: string,
  input: unknown,
) {
  await assertOwnPatient(deps.prisma, viewer, patientId);
  const { title, description, type } = validateInput(patientMessageSchema, input);
  const message = await deps.prisma.patientMessage.create({
    data: { patientId, doctorId: viewer!.userId, type, title, description },
    include: messageInclude,
  });
  deps.pubsub.publish('patientMessages', patientId, { messageId: message.id, patientId });
  return message;
}

function patientOnly(viewer: SessionUser | null) {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (viewer.role !== 'PATIENT') throw new AppError('FORBIDDEN');
  return viewer.userId;
}

/** The patient's own messages, newest first, and how many they have not read. */
export async function myMessages(prisma: PrismaClient, viewer: SessionUser | null) {
  const patientId = patientOnly(viewer);
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

export async function ownMessage(prisma: PrismaClient, viewer: SessionUser | null, id: string) {
  const patientId = patientOnly(viewer);
  const message = await prisma.patientMessage.findFirst({
    where: { id, patientId },
    include: messageInclude,
  });
  if (!message) throw new AppError('NOT_FOUND');
  return message;
}

/** Marks the patient's messages read (all of them when no ids are given). */
export async function markMessagesRead(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  ids: readonly string[] | null,
  now = new Date(),
) {
  const patientId = patientOnly(viewer);
  if (ids && ids.length > MESSAGE_LIST_LIMIT)
    throw new AppError('VALIDATION_FAILED', { fields: { ids: 'too_many_items' } });
  const { count } = await prisma.patientMessage.updateMany({
    where: { patientId, readAt: null, ...(ids ? { id: { in: [...ids] } } : {}) },
    data: { readAt: now },
  });
  return count;
}

/** The home card stops showing the message; it stays in the list, read. */
export async function dismissMessage(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  id: string,
  now = new Date(),
) {
  const message = await ownMessage(prisma, viewer, id);
  return prisma.patientMessage.update({
    where: { id: message.id },
    data: { dismissedAt: message.dismissedAt ?? now, readAt: message.readAt ?? now },
    include: messageInclude,
  });
}
