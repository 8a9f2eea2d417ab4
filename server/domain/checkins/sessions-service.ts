// Check-in sessions with Florence: start, send, finish, history. Every message and the
// interview state are stored before anything is acknowledged or streamed, so a reload
// or a server restart mid-session loses nothing.
import type { ChatSession, Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors';
import type { ServiceContext } from '../service-context';
import { accessOf } from '../access/access-policy';
import { DISPLAY_NAME_SELECT } from '../accounts/display-name';
import type { CarerAddress } from '../florence/types';
import { TREATMENT_STATUSES } from '#common/validation/profile';
import { LANGUAGES, type Language } from '#common/language';
import { assessCheckIn } from './assess-check-in';
import { awardCheckInXp } from '../achievements/award-service';
import { publishRaisedAlert } from '../alerts/raise-alert';
import { deliverReply, type DeliveryDeps } from './deliver-reply';
import { writeTurnIfUnchanged } from './turns';
import { writeNewCheckIn } from './new-check-in';
import type { CheckInCache } from './check-in-cache';
import type { ExecuteSql } from '../../db/client';
import { engine, storedState } from './engine';

export const MAX_MESSAGE_LENGTH = 2000;
export const INPUT_MODES = ['keyboard', 'voice'] as const;
export const MODES = ['ai', 'basic'] as const;

export type CheckinDeps = DeliveryDeps & {
  /** Active check-ins as this instance last wrote them (check-in-cache.ts). */
  checkIns: CheckInCache;
  /** The driver beneath Prisma, for a turn's one statement (turns.ts). */
  executeSql: ExecuteSql;
};
/** The services a patient's own check-in calls need, and who asks (for whom). */
type CheckinContext = CheckinDeps &
  Pick<ServiceContext, 'viewer'> &
  Partial<Pick<ServiceContext, 'careFor' | 'audit' | 'auditLog'>>;

export type StartInput = {
  language?: string | null;
  inputMode?: string | null;
  treatmentStatus?: string | null;
  mode?: string | null;
};

function oneOf<T extends string>(
  value: string | null | undefined,
  allowed: readonly T[],
  fallback: T,
  field: string,
): T {
  if (value == null || value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new AppError('VALIDATION_FAILED', { fields: { [field]: 'invalid_choice' } });
}

export async function startSession(ctx: CheckinContext, input: StartInput) {
  const patientId = await accessOf(ctx).self('CHECK_IN');
  // The spec's client sends 'zh-HK' or 'en'; anything else is refused, absent is English.
  const language = oneOf(input.language, LANGUAGES, 'en', 'language');
  const inputMode = oneOf(input.inputMode, INPUT_MODES, 'keyboard', 'inputMode');
  const mode = oneOf(input.mode, MODES, 'ai', 'mode');
  const profile = await ctx.prisma.profile.findUnique({
    where: { userId: patientId },
    select: { fullName: true, treatmentStatus: true, condition: true, gender: true },
  });
  const carer = await reportingCarer(ctx, patientId, profile);
  // Absent from the request, the treatment status comes from the patient's profile.
  const treatmentStatus = oneOf(
    input.treatmentStatus ?? profile?.treatmentStatus,
    TREATMENT_STATUSES,
    'undergoing_treatment',
    'treatmentStatus',
  );
  const onImmunotherapy = /immunotherapy|checkpoint|免疫治療/i.test(profile?.condition ?? '');

  const started = engine.start({
    language,
    treatmentStatus,
    onImmunotherapy,
    patientName: profile?.fullName ?? undefined,
    ...(carer ? { carer: carer.address, reportedBy: 'carer' as const } : {}),
    mode,
  });
  const { session, greeting } = await writeNewCheckIn(ctx.executeSql, {
    patientId,
    reportedById: carer?.id ?? null,
    reporterRelationship: carer?.address.relationship ?? null,
    language,
    inputMode,
    mode,
    treatmentStatus,
    engineState: started.state,
    greetingText: started.reply.text,
  });
  // As written: the first answer then needs no read before Florence replies.
  ctx.checkIns.remember(session);
  return { session, greeting, quickReplies: started.quickReplies };
}

/** The signed-in carer checking in for the patient, as Florence addresses them; null otherwise. */
async function reportingCarer(
  ctx: CheckinContext,
  patientId: string,
  patient: { fullName: string | null; gender: string | null } | null,
) {
  const viewer = ctx.viewer!;
  if (viewer.role !== 'CARER') return null;
  const link = await ctx.prisma.carerLink.findUniqueOrThrow({
    where: { carerId_patientId: { carerId: viewer.userId, patientId } },
    select: { relationship: true, carer: { select: { profile: { select: { fullName: true } } } } },
  });
  const address: CarerAddress = {
    name: link.carer.profile?.fullName || viewer.username,
    relationship: link.relationship,
    patientGender: patient?.gender ?? undefined,
    patientName: patient?.fullName ?? undefined,
  };
  return { id: viewer.userId, address };
}

/**
 * Runs one step of an active check-in (a message, or finishing) in a transaction that
 * holds the check-in's row lock: two tabs sending at once, or a message racing the end,
 * take turns on the latest state, and every write of the step commits or none does.
 */
async function withActiveSession<T>(
  prisma: PrismaClient,
  patientId: string,
  sessionId: string,
  step: (tx: Prisma.TransactionClient, session: ChatSession) => Promise<T>,
): Promise<T> {
  return prisma.$transaction(
    async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "ChatSession" WHERE id = ${sessionId} AND "patientId" = ${patientId} FOR UPDATE`;
      if (!locked.length) throw new AppError('NOT_FOUND');
      const session = await tx.chatSession.findUniqueOrThrow({ where: { id: sessionId } });
      if (session.status !== 'ACTIVE') throw new AppError('SESSION_FINISHED');
      return step(tx, session);
    },
    { maxWait: LOCKED_STEP_MAX_WAIT_MS },
  );
}

/**
 * How long a locked step may wait for its transaction to start. Prisma's 2 s default is
 * meant for a pool of connections; the embedded database has one, so every transaction
 * queues behind the others, and at 50 patients finishing at once a finish waited past 2 s
 * and failed (P2028, issue 25). Waiting longer is only queueing; the client's own timeout
 * still ends a request that waits too long.
 */
const LOCKED_STEP_MAX_WAIT_MS = 15_000;

/** Tries of a turn without the lock before it waits for the check-in's lock. */
const UNLOCKED_TRIES = 3;

/**
 * Most turns: read (or remember), compute, and write in one statement that applies only if
 * the check-in did not change meanwhile (turns.ts). null when the turn needs the lock: an
 * assessment and an alert to write with it, or the check-in kept changing under it.
 */
async function turnWithoutLock(
  deps: Pick<CheckinDeps, 'prisma' | 'checkIns' | 'executeSql'>,
  patientId: string,
  sessionId: string,
  text: string,
) {
  const { prisma, checkIns, executeSql } = deps;
  for (let attempt = 0; attempt < UNLOCKED_TRIES; attempt++) {
    // Only the first try trusts this instance's memory; a retry reads what is stored.
    const session =
      (attempt === 0 ? checkIns.get(sessionId, patientId) : undefined) ??
      (await prisma.chatSession.findFirst({ where: { id: sessionId, patientId } }));
    if (!session) throw new AppError('NOT_FOUND');
    // Remembered again only once this turn is written: a finished check-in, a turn for
    // the lock or a write that changed nothing leaves no copy behind.
    checkIns.forget(sessionId);
    if (session.status !== 'ACTIVE') throw new AppError('SESSION_FINISHED');
    const result = engine.continue(storedState(session), text);
    if (result.urgentFindings) return null;
    // Stored as JSON text; the remembered state is read back from that same text, so the
    // next turn computes from exactly what the database holds.
    const stateJson = JSON.stringify(result.state);
    const written = await writeTurnIfUnchanged(executeSql, {
      session,
      text,
      replyText: result.reply.text,
      stateJson,
      receivedAt: new Date(),
    });
    if (!written) continue;
    checkIns.remember({
      ...session,
      engineState: JSON.parse(stateJson),
      version: session.version + 1,
    });
    return { ...result, session, ...written, urgent: null };
  }
  return null;
}

/**
 * A turn that raises an alert: messages, state, assessment and alert commit together under the
 * lock.
 */
function turnUnderLock(prisma: PrismaClient, patientId: string, sessionId: string, text: string) {
  return withActiveSession(prisma, patientId, sessionId, async (tx, session) => {
    const receivedAt = new Date();
    const userMessage = await tx.chatMessage.create({
      data: { sessionId, sender: 'USER', text, createdAt: receivedAt },
    });
    const result = engine.continue(storedState(session), text);
    // One millisecond later, so the reply always sorts after the message it answers.
    const replyMessage = await tx.chatMessage.create({
      data: {
        sessionId,
        sender: 'BOT',
        text: result.reply.text,
        createdAt: new Date(receivedAt.getTime() + 1),
      },
    });
    await tx.chatSession.update({
      where: { id: sessionId },
      data: { engineState: result.state as object, version: { increment: 1 } },
    });
    // A red-level (or grade-3) finding is assessed and its alert raised now, mid-session.
    const urgent = result.urgentFindings
      ? await assessCheckIn(tx, {
          sessionId,
          patientId,
          ...result.urgentFindings,
          final: false,
        })
      : null;
    return { ...result, session, userMessage, replyMessage, urgent };
  });
}

/**
 * Stores the patient's message and Florence's reply. GraphQL acknowledges at once and
 * the reply streams (`stream`); REST waits for the whole reply.
 */
export async function sendMessage(
  ctx: CheckinContext,
  input: { sessionId: string; text: string; stream: boolean },
) {
  const patientId = await accessOf(ctx).self('CHECK_IN');
  const { sessionId, stream } = input;
  const text = input.text.trim();
  if (!text) throw new AppError('VALIDATION_FAILED', { fields: { message: 'message_required' } });
  if (text.length > MAX_MESSAGE_LENGTH)
    throw new AppError('VALIDATION_FAILED', { fields: { message: 'text_too_long' } });

  const turn =
    (await turnWithoutLock(ctx, patientId, sessionId, text)) ??
    (await turnUnderLock(ctx.prisma, patientId, sessionId, text));
  const { userMessage, replyMessage, urgent } = turn;
  ctx.pubsub.publish('chat', sessionId, {
    type: 'USER_MESSAGE',
    sessionId,
    messageId: userMessage.id,
    text,
    createdAt: userMessage.createdAt.toISOString(),
  });
  await publishRaisedAlert(ctx, urgent?.alert ?? null);

  const delivering = deliverReply(ctx, {
    sessionId,
    language: turn.session.language as Language,
    message: replyMessage,
    reply: turn.reply,
    quickReplies: turn.quickReplies,
    scripted: engine.scripted(turn.state),
    // read only when a language model will see text: no query in front of every reply
    knownNames: () => knownNamesOf(ctx.prisma, [patientId, ctx.viewer!.userId]),
    stream,
  });
  // GraphQL acknowledges now and the reply streams; REST waits for the whole reply.
  // A failed stream must not take the process down (the reply is stored and a reload
  // shows it), and the server waits for streams still running when it stops.
  if (stream) ctx.background.track(delivering, 'streaming a reply');
  const shownText = stream ? replyMessage.text : await delivering;
  return {
    userMessage,
    replyMessage: { ...replyMessage, text: shownText },
    quickReplies: turn.quickReplies,
    urgentAssessment: urgent?.assessment ?? null,
  };
}

/** What must never reach a language model: the names of the patient (and of their carer). */
async function knownNamesOf(prisma: PrismaClient, userIds: string[]) {
  const users = await prisma.user.findMany({
    where: { id: { in: userIds } },
    select: DISPLAY_NAME_SELECT,
  });
  return users
    .flatMap((user) => [user.profile?.fullName, user.username])
    .filter((name): name is string => !!name);
}

/** The patient (or their carer) ends the patient's check-in. */
export async function finishSession(ctx: CheckinContext, input: { sessionId: string }) {
  const patientId = await accessOf(ctx).self('CHECK_IN');
  return finishCheckIn(ctx, { patientId, sessionId: input.sessionId });
}

/**
 * Ends a check-in, assesses it and raises its alert: for the patient (finishSession), or
 * for the idle sweeper, which acts for nobody signed in.
 */
export async function finishCheckIn(
  deps: CheckinDeps,
  input: { patientId: string; sessionId: string },
) {
  const { patientId, sessionId } = input;
  deps.checkIns.forget(sessionId);
  const finished = await withActiveSession(
    deps.prisma,
    patientId,
    sessionId,
    async (tx, session) => {
      const result = engine.finish(storedState(session));
      await tx.chatSession.update({
        where: { id: sessionId },
        data: {
          status: 'FINISHED',
          finishedAt: new Date(),
          engineState: result.state as object,
          version: { increment: 1 },
        },
      });
      const summary = await tx.chatMessage.create({
        data: { sessionId, sender: 'BOT', text: result.reply.text, createdAt: new Date() },
      });
      const stored = await assessCheckIn(tx, {
        sessionId,
        patientId,
        findings: result.findings,
        context: result.context,
        ratings: result.ratings,
        final: true,
      });
      await awardCheckInXp(tx, patientId, stored.assessment.createdAt);
      return { summary, ...stored };
    },
  );
  await publishRaisedAlert(deps, finished.alert);
  deps.pubsub.publish('chat', sessionId, { type: 'SESSION_FINISHED', sessionId });
  return finished;
}
