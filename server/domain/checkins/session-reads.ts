// Reading check-ins. Each read checks who asks: a patient reads their own, a doctor their
// patients' (care-team.ts); someone else's answers like a missing one.
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors';
import { accessOf, type PatientRef } from '../access/access-policy';
import { checkedPage, type Page } from '../connection-page';
import type { Viewing } from '../service-context';
import { engine, storedState } from './engine';

// `selection` is the GraphQL selection (Pothos' Prisma plugin), so relations load in one query.
type Selection = { include?: Prisma.ChatSessionInclude; select?: Prisma.ChatSessionSelect };

/** A check-in the viewer may read. */
export async function viewableSession(
  ctx: Viewing,
  input: { sessionId: string },
  selection: Selection = {},
) {
  await accessOf(ctx).checkIn(input.sessionId);
  return ctx.prisma.chatSession.findUniqueOrThrow({ ...selection, where: { id: input.sessionId } });
}

/**
 * A patient's check-ins, finished or not, newest first (the id breaking ties), a page at a
 * time: the patient's own, or a doctor's patient's.
 */
export async function patientCheckIns(
  ctx: Viewing,
  input: { patient: PatientRef },
  page: Selection & Page<Prisma.ChatSessionWhereUniqueInput>,
) {
  const patientId = await accessOf(ctx).patient(input.patient, 'CHECK_IN');
  return ctx.prisma.chatSession.findMany({
    ...checkedPage(page),
    where: { patientId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** The signed-in patient's most recent unfinished check-in, to resume after a reload. */
export async function activeSession(ctx: Viewing, selection: Selection = {}) {
  const patientId = await accessOf(ctx).self('CHECK_IN');
  return ctx.prisma.chatSession.findFirst({
    ...selection,
    where: { patientId, status: 'ACTIVE' },
    orderBy: { createdAt: 'desc' },
  });
}

/** The patient's own check-in (for its live events); anyone else's answers like a missing one. */
export async function ownSession(ctx: Viewing, input: { sessionId: string }) {
  const patientId = await accessOf(ctx).self('CHECK_IN');
  const session = await ctx.prisma.chatSession.findFirst({
    where: { id: input.sessionId, patientId },
  });
  if (!session) throw new AppError('NOT_FOUND');
  return session;
}

/** A check-in the viewer may read, with its messages and the quick replies offered now. */
export async function sessionHistory(ctx: Viewing, input: { sessionId: string }) {
  await accessOf(ctx).checkIn(input.sessionId);
  const session = await ctx.prisma.chatSession.findUniqueOrThrow({
    where: { id: input.sessionId },
    include: { messages: { orderBy: { createdAt: 'asc' } } },
  });
  return {
    session,
    quickReplies: session.status === 'ACTIVE' ? engine.quickReplies(storedState(session)) : [],
  };
}
