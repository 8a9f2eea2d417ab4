// Check-ins with Florence: sessions, messages, and the live reply stream.
import { builder } from './builder';
import { whileSignedIn } from './signed-in-events';
import { TriageAssessmentRef } from './triage';
import type { ChatEvent } from '../pubsub';
import type { Context } from '../context';
import { accessOf } from '../domain/access/access-policy';
import { engine, storedState } from '../domain/checkins/engine';
import { finishSession, sendMessage, startSession } from '../domain/checkins/sessions-service';
import { patientIdArg } from './patient-arg';
import {
  activeSession,
  ownSession,
  patientCheckIns,
  viewableSession,
} from '../domain/checkins/session-reads';

const SenderEnum = builder.enumType('ChatSender', {
  description: 'Who wrote a check-in message.',
  values: {
    USER: { description: 'the patient' },
    BOT: { description: 'Florence, the nurse assistant' },
  } as const,
});
const StatusEnum = builder.enumType('ChatStatus', {
  description: 'Whether a check-in is still going.',
  values: {
    ACTIVE: { description: 'open: the patient may still answer' },
    FINISHED: { description: 'ended (by the patient, or after being idle) and graded' },
  } as const,
});
const EventTypeEnum = builder.enumType('ChatEventType', {
  description: 'What a check-in event carries.',
  values: {
    USER_MESSAGE: { description: 'a patient message was stored (from any of their tabs)' },
    REPLY_CHUNK: { description: 'the next piece of Florence’s reply as it is written' },
    REPLY_DONE: {
      description:
        'Florence’s whole reply, stored, with the quick replies: shown in place of the chunks, which may stop short of it',
    },
    SESSION_FINISHED: { description: 'the check-in ended; no more events follow' },
  } as const,
});

export const ChatMessageRef = builder.prismaObject('ChatMessage', {
  description: 'One message of a check-in, as stored.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'opaque and stable' }),
    sender: t.expose('sender', { type: SenderEnum, description: 'the patient or Florence' }),
    text: t.exposeString('text', {
      description: 'as written, in the check-in’s language (not translated on reading)',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'when it was stored' }),
  }),
});

builder.prismaObject('ChatSession', {
  description: 'A check-in with Florence: read by the patient and the doctors of their care team.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'opaque and stable; the sessionId elsewhere' }),
    language: t.exposeString('language', {
      description: "the check-in’s language: 'en' or 'zh-HK'",
    }),
    inputMode: t.exposeString('inputMode', { description: "'keyboard' or 'voice'" }),
    mode: t.exposeString('mode', {
      description: "'ai' (free chat) or 'basic' (scripted questions with answer buttons)",
    }),
    treatmentStatus: t.exposeString('treatmentStatus', {
      description: 'undergoing_treatment, in_remission or post_treatment when it started',
    }),
    status: t.expose('status', { type: StatusEnum, description: 'active or finished' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'when it started' }),
    finishedAt: t.expose('finishedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'when it ended; null while active',
    }),
    messages: t.relation('messages', {
      description: 'the whole conversation, oldest first',
      query: { orderBy: { createdAt: 'asc' } },
    }),
    quickReplies: t.stringList({
      description: 'Suggested answers to what Florence is asking now, in the session language.',
      select: { engineState: true, status: true },
      resolve: (session) =>
        session.status === 'ACTIVE' ? engine.quickReplies(storedState(session)) : [],
    }),
  }),
});

const ChatEventRef = builder.objectRef<ChatEvent>('ChatEvent').implement({
  description:
    'One step of a session: a patient message (from any tab), a reply chunk, the finished reply, or the end.',
  fields: (t) => ({
    type: t.expose('type', { type: EventTypeEnum, description: 'what this event is' }),
    sessionId: t.exposeID('sessionId', { description: 'the check-in' }),
    messageId: t.id({
      nullable: true,
      description: 'the message the event belongs to; null for SESSION_FINISHED',
      resolve: (e) => ('messageId' in e ? e.messageId : null),
    }),
    index: t.int({
      nullable: true,
      description: 'chunk number, from 0',
      resolve: (e) => (e.type === 'REPLY_CHUNK' ? e.index : null),
    }),
    text: t.string({
      nullable: true,
      description: 'the chunk, or the whole message',
      resolve: (e) => ('text' in e ? e.text : null),
    }),
    createdAt: t.string({
      nullable: true,
      description: 'ISO 8601 time the message was stored; null for chunks and the end',
      resolve: (e) => ('createdAt' in e ? e.createdAt : null),
    }),
    quickReplies: t.stringList({
      description: 'suggested answers with REPLY_DONE, in the check-in’s language; else []',
      resolve: (e) => (e.type === 'REPLY_DONE' ? e.quickReplies : []),
    }),
  }),
});

const StartInput = builder.inputType('StartCheckInInput', {
  description: 'How a new check-in runs; every field may be left out.',
  fields: (t) => ({
    language: t.string({ required: false, description: "'en' or 'zh-HK'" }),
    inputMode: t.string({ required: false, description: "'keyboard' or 'voice'" }),
    treatmentStatus: t.string({
      required: false,
      description:
        "'undergoing_treatment', 'in_remission' or 'post_treatment'; from the profile when absent",
    }),
    mode: t.string({
      required: false,
      description: "'ai' (default) or 'basic' (scripted questions)",
    }),
  }),
});

const SentMessage = builder.simpleObject('SentCheckInMessage', {
  description: 'Acknowledges the stored message; the reply streams on checkInEvents.',
  fields: (t) => ({
    userMessage: t.field({ type: ChatMessageRef, description: 'the patient’s message, stored' }),
    replyMessageId: t.id({ description: 'the id Florence’s reply will have in checkInEvents' }),
    urgentAssessment: t.field({
      type: TriageAssessmentRef,
      nullable: true,
      description: 'set when this message raised a red-level or grade-3 finding',
    }),
  }),
});

const FinishedCheckIn = builder.simpleObject('FinishedCheckIn', {
  description: 'A check-in ended and graded.',
  fields: (t) => ({
    summary: t.field({ type: ChatMessageRef, description: 'Florence’s closing message' }),
    assessment: t.field({ type: TriageAssessmentRef, description: 'the final triage result' }),
  }),
});

builder.queryFields((t) => ({
  checkInSession: t.prismaField({
    type: 'ChatSession',
    description:
      'A check-in by id: the patient’s own or their care team’s patient’s; else NOT_FOUND.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ description: 'the check-in (sessionId)' }) },
    resolve: (query, _root, args, ctx) =>
      viewableSession(ctx, { sessionId: String(args.id) }, query),
  }),
  activeCheckIn: t.prismaField({
    type: 'ChatSession',
    nullable: true,
    description: 'The patient’s most recent unfinished check-in, to resume after a reload.',
    authScopes: { patient: true, carer: true },
    resolve: (query, _root, _args, ctx) => activeSession(ctx, query),
  }),
}));

builder.queryField('checkInsConnection', (t) =>
  t.prismaConnection(
    {
      type: 'ChatSession',
      cursor: 'id',
      description:
        'A patient’s check-ins, finished or still open, newest first, a page at a time (for ' +
        'integrators); each with its messages when asked for.',
      authScopes: { loggedIn: true },
      args: { patientId: t.arg.id(patientIdArg) },
      resolve: (query, _root, args, ctx) =>
        patientCheckIns(ctx, { patient: { patientId: args.patientId } }, query),
    },
    { name: 'ChatSessionConnection', description: 'A page of check-ins.' },
    { name: 'ChatSessionEdge', description: 'A check-in and its cursor.' },
  ),
);

builder.mutationFields((t) => ({
  startCheckIn: t.prismaField({
    type: 'ChatSession',
    description: 'The signed-in patient starts a check-in; Florence’s first question is in it.',
    authScopes: { patient: true, carer: true },
    args: {
      input: t.arg({ type: StartInput, required: false, description: 'none: the defaults' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const { session } = await startSession(ctx, args.input ?? {});
      return viewableSession(ctx, { sessionId: session.id }, query);
    },
  }),
  sendCheckInMessage: t.field({
    type: SentMessage,
    description: 'The patient’s answer in their own active check-in; the reply streams.',
    authScopes: { patient: true, carer: true },
    args: {
      sessionId: t.arg.id({ description: 'the patient’s active check-in' }),
      text: t.arg.string({ description: 'what the patient says' }),
    },
    resolve: async (_root, args, ctx) => {
      const sessionId = String(args.sessionId);
      const sent = await sendMessage(ctx, { sessionId, text: args.text, stream: true });
      return {
        userMessage: sent.userMessage,
        replyMessageId: sent.replyMessage.id,
        urgentAssessment: sent.urgentAssessment,
      };
    },
  }),
  finishCheckIn: t.field({
    type: FinishedCheckIn,
    description: 'Ends the patient’s check-in and grades it (alerting the doctors if needed).',
    authScopes: { patient: true, carer: true },
    args: { sessionId: t.arg.id({ description: 'the patient’s own check-in' }) },
    resolve: async (_root, args, ctx) => {
      const sessionId = String(args.sessionId);
      const { summary, assessment } = await finishSession(ctx, { sessionId });
      return { summary, assessment };
    },
  }),
}));

builder.subscriptionField('checkInEvents', (t) =>
  t.field({
    type: ChatEventRef,
    description: 'The live steps of the signed-in patient’s own check-in (their other tabs too).',
    authScopes: { patient: true, carer: true },
    args: { sessionId: t.arg.id({ description: 'the patient’s own check-in' }) },
    subscribe: (_root, args, ctx) => sessionEvents(ctx, String(args.sessionId)),
    resolve: (event) => event,
  }),
);

async function sessionEvents(ctx: Context, sessionId: string): Promise<AsyncIterable<ChatEvent>> {
  // The owner of a check-in never changes; whether they are still signed in can, and so can
  // a carer's access: a revoked carer's subscription ends at the next step (NOT_FOUND).
  await ownSession(ctx, { sessionId });
  const carer = ctx.viewer!.role === 'CARER';
  return whileSignedIn(ctx, ctx.pubsub.subscribe('chat', sessionId), async () => {
    if (carer) await accessOf(ctx).self('CHECK_IN');
    return true;
  });
}
