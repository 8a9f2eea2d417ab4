// Check-ins with Florence: sessions, messages, and the live reply stream.
import { builder } from './builder';
import { whileSignedIn } from './signed-in-events';
import { TriageAssessmentRef } from './triage';
import type { ChatEvent } from '../pubsub';
import type { Context } from '../context';
import { engine, storedState } from '../domain/checkins/engine';
import { finishSession, sendMessage, startSession } from '../domain/checkins/sessions-service';
import { activeSession, ownSession, viewableSession } from '../domain/checkins/session-reads';

const SenderEnum = builder.enumType('ChatSender', { values: ['USER', 'BOT'] as const });
const StatusEnum = builder.enumType('ChatStatus', { values: ['ACTIVE', 'FINISHED'] as const });
const EventTypeEnum = builder.enumType('ChatEventType', {
  values: ['USER_MESSAGE', 'REPLY_CHUNK', 'REPLY_DONE', 'SESSION_FINISHED'] as const,
});

export const ChatMessageRef = builder.prismaObject('ChatMessage', {
  fields: (t) => ({
    id: t.exposeID('id'),
    sender: t.expose('sender', { type: SenderEnum }),
    text: t.exposeString('text'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('ChatSession', {
  fields: (t) => ({
    id: t.exposeID('id'),
    language: t.exposeString('language'),
    inputMode: t.exposeString('inputMode'),
    mode: t.exposeString('mode'),
    treatmentStatus: t.exposeString('treatmentStatus'),
    status: t.expose('status', { type: StatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    messages: t.relation('messages', { query: { orderBy: { createdAt: 'asc' } } }),
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
    type: t.expose('type', { type: EventTypeEnum }),
    sessionId: t.exposeID('sessionId'),
    messageId: t.id({ nullable: true, resolve: (e) => ('messageId' in e ? e.messageId : null) }),
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
      resolve: (e) => ('createdAt' in e ? e.createdAt : null),
    }),
    quickReplies: t.stringList({ resolve: (e) => (e.type === 'REPLY_DONE' ? e.quickReplies : []) }),
  }),
});

const StartInput = builder.inputType('StartCheckInInput', {
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
    userMessage: t.field({ type: ChatMessageRef }),
    replyMessageId: t.id(),
    urgentAssessment: t.field({
      type: TriageAssessmentRef,
      nullable: true,
      description: 'set when this message raised a red-level or grade-3 finding',
    }),
  }),
});

const FinishedCheckIn = builder.simpleObject('FinishedCheckIn', {
  fields: (t) => ({
    summary: t.field({ type: ChatMessageRef }),
    assessment: t.field({ type: TriageAssessmentRef }),
  }),
});

builder.queryFields((t) => ({
  checkInSession: t.prismaField({
    type: 'ChatSession',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id() },
    resolve: (query, _root, args, ctx) =>
      viewableSession(ctx, { sessionId: String(args.id) }, query),
  }),
  activeCheckIn: t.prismaField({
    type: 'ChatSession',
    nullable: true,
    description: 'The patient’s most recent unfinished check-in, to resume after a reload.',
    authScopes: { patient: true },
    resolve: (query, _root, _args, ctx) => activeSession(ctx, query),
  }),
}));

builder.mutationFields((t) => ({
  startCheckIn: t.prismaField({
    type: 'ChatSession',
    authScopes: { patient: true },
    args: { input: t.arg({ type: StartInput, required: false }) },
    resolve: async (query, _root, args, ctx) => {
      const { session } = await startSession(ctx, args.input ?? {});
      return viewableSession(ctx, { sessionId: session.id }, query);
    },
  }),
  sendCheckInMessage: t.field({
    type: SentMessage,
    authScopes: { patient: true },
    args: { sessionId: t.arg.id(), text: t.arg.string() },
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
    authScopes: { patient: true },
    args: { sessionId: t.arg.id() },
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
    authScopes: { patient: true },
    args: { sessionId: t.arg.id() },
    subscribe: (_root, args, ctx) => sessionEvents(ctx, String(args.sessionId)),
    resolve: (event) => event,
  }),
);

async function sessionEvents(ctx: Context, sessionId: string): Promise<AsyncIterable<ChatEvent>> {
  // The owner of a check-in never changes; whether they are still signed in can.
  await ownSession(ctx, { sessionId });
  return whileSignedIn(ctx, ctx.pubsub.subscribe('chat', sessionId));
}
