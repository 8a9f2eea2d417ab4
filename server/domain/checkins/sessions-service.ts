// Check-in sessions with Florence: start, send, finish, history. Every message and the
// interview state are stored before anything is acknowledged or streamed, so a reload
// or a server restart mid-session loses nothing.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { SessionUser } from '../accounts/sessions';
import { AppError } from '../../errors';
import { TREATMENT_STATUSES } from '../../../common/validation/profile';
import type { Language } from '../../../common/error-codes';
import { canViewPatient } from '../care-team';
import { recordAssessment } from '../triage-records/record-assessment';
import { deliverReply, type DeliveryDeps } from './deliver-reply';
import { engine, storedState } from './engine';

export const MAX_MESSAGE_LENGTH = 2000;
const LANGUAGES = ['en', 'zh-HK'] as const;
const INPUT_MODES = ['keyboard', 'voice'] as const;
const MODES = ['ai', 'basic'] as const;

export type CheckinDeps = DeliveryDeps;

export type StartInput = { language?: string | null; inputMode?: string | null; treatmentStatus?: string | null; mode?: string | null };

function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T, field: string): T {
  if (value == null || value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new AppError('VALIDATION_FAILED', { fields: { [field]: 'invalid_choice' } });
}

export async function startSession(deps: CheckinDeps, viewer: SessionUser, input: StartInput) {
  if (viewer.role !== 'PATIENT') throw new AppError('FORBIDDEN');
  const language: Language = input.language?.toLowerCase().startsWith('zh') ? 'zh-HK' : oneOf(input.language, LANGUAGES, 'en', 'language');
  const inputMode = oneOf(input.inputMode, INPUT_MODES, 'keyboard', 'inputMode');
  const mode = oneOf(input.mode, MODES, 'ai', 'mode');
  const profile = await deps.prisma.profile.findUnique({ where: { userId: viewer.userId }, select: { fullName: true, treatmentStatus: true, condition: true } });
  // Absent from the request, the treatment status comes from the patient's profile.
  const treatmentStatus = oneOf(input.treatmentStatus ?? profile?.treatmentStatus, TREATMENT_STATUSES, 'undergoing_treatment', 'treatmentStatus');
  const onImmunotherapy = /immunotherapy|checkpoint|免疫治療/i.test(profile?.condition ?? '');

  const started = engine.start({ language, treatmentStatus, onImmunotherapy, patientName: profile?.fullName ?? undefined, mode });
  const session = await deps.prisma.chatSession.create({
    data: {
      patientId: viewer.userId,
      language,
      inputMode,
      mode,
      treatmentStatus,
      engineState: started.state as object,
      messages: { create: { sender: 'BOT', text: started.reply.text } },
    },
    include: { messages: true },
  });
  return { session, greeting: session.messages[0], quickReplies: started.quickReplies };
}

/** The caller's own session; someone else's answers like a missing one. */
export async function ownSession(prisma: PrismaClient, viewer: SessionUser, sessionId: string) {
  const session = await prisma.chatSession.findFirst({ where: { id: sessionId, patientId: viewer.userId } }).catch(() => null);
  if (!session) throw new AppError('NOT_FOUND');
  return session;
}

export async function sendMessage(deps: CheckinDeps, viewer: SessionUser, sessionId: string, rawText: string, options: { stream: boolean }) {
  const text = rawText.trim();
  if (!text) throw new AppError('VALIDATION_FAILED', { fields: { message: 'message_required' } });
  if (text.length > MAX_MESSAGE_LENGTH) throw new AppError('VALIDATION_FAILED', { fields: { message: 'text_too_long' } });
  const session = await ownSession(deps.prisma, viewer, sessionId);
  if (session.status !== 'ACTIVE') throw new AppError('SESSION_FINISHED');

  const userMessage = await deps.prisma.chatMessage.create({ data: { sessionId, sender: 'USER', text } });
  deps.pubsub.publish('chat', sessionId, { type: 'USER_MESSAGE', sessionId, messageId: userMessage.id, text, createdAt: userMessage.createdAt.toISOString() });

  const turn = engine.continue(storedState(session), text);
  const [replyMessage] = await deps.prisma.$transaction([
    deps.prisma.chatMessage.create({ data: { sessionId, sender: 'BOT', text: turn.reply.text } }),
    deps.prisma.chatSession.update({ where: { id: sessionId }, data: { engineState: turn.state as object } }),
  ]);

  // A red-level (or grade-3) finding is assessed and sent to the doctors now, mid-session.
  const urgent = turn.urgentFindings
    ? await recordAssessment(deps, { sessionId, patientId: viewer.userId, findings: turn.urgentFindings.findings, context: turn.urgentFindings.context, final: false })
    : null;

  const delivering = deliverReply(deps, {
    sessionId,
    language: session.language as Language,
    message: replyMessage,
    reply: turn.reply,
    quickReplies: turn.quickReplies,
    knownNames: await knownNamesOf(deps.prisma, viewer),
    stream: options.stream,
  });
  // GraphQL acknowledges now and the reply streams; REST waits for the whole reply.
  // A failed stream must not take the process down: the reply is stored and a reload shows it.
  if (options.stream) delivering.catch((error) => console.error('[florence] streaming a reply failed', (error as Error).message));
  const shownText = options.stream ? replyMessage.text : await delivering;
  return { userMessage, replyMessage: { ...replyMessage, text: shownText }, quickReplies: turn.quickReplies, urgentAssessment: urgent?.assessment ?? null };
}

/** What must never reach a language model: the patient's names. */
async function knownNamesOf(prisma: PrismaClient, viewer: SessionUser) {
  const profile = await prisma.profile.findUnique({ where: { userId: viewer.userId }, select: { fullName: true } });
  return [profile?.fullName, viewer.username].filter((name): name is string => !!name);
}

export async function finishSession(deps: CheckinDeps, viewer: SessionUser, sessionId: string) {
  const session = await ownSession(deps.prisma, viewer, sessionId);
  if (session.status !== 'ACTIVE') throw new AppError('SESSION_FINISHED');
  const finished = engine.finish(storedState(session));
  // Claim the session first so two finishes (two tabs) cannot both assess it.
  const claimed = await deps.prisma.chatSession.updateMany({
    where: { id: sessionId, status: 'ACTIVE' },
    data: { status: 'FINISHED', finishedAt: new Date(), engineState: finished.state as object },
  });
  if (!claimed.count) throw new AppError('SESSION_FINISHED');
  const summary = await deps.prisma.chatMessage.create({ data: { sessionId, sender: 'BOT', text: finished.reply.text } });
  const { assessment, result } = await recordAssessment(deps, { sessionId, patientId: viewer.userId, findings: finished.findings, context: finished.context, final: true });
  deps.pubsub.publish('chat', sessionId, { type: 'SESSION_FINISHED', sessionId });
  return { summary, assessment, result };
}

export async function sessionHistory(prisma: PrismaClient, viewer: SessionUser, sessionId: string) {
  const session = await prisma.chatSession.findUnique({ where: { id: sessionId }, include: { messages: { orderBy: { createdAt: 'asc' } } } }).catch(() => null);
  if (!session) throw new AppError('NOT_FOUND');
  if (!(await canViewPatient(prisma, viewer, session.patientId))) throw new AppError('NOT_FOUND');
  return { session, quickReplies: session.status === 'ACTIVE' ? engine.quickReplies(storedState(session)) : [] };
}
