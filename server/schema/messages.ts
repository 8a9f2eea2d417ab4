// Messages from a doctor to a patient: sending (doctors), the patient's own list, read and
// dismiss marks, and the live delivery to the patient over graphql-ws.
import { builder } from './builder';
import { PersonRef } from './prescriptions';
import { whileSignedIn } from './signed-in-events';
import { accessOf } from '../domain/access/access-policy';
import type { Context } from '../context';
import {
  dismissMessage,
  markMessagesRead,
  myMessages,
  ownMessage,
  sendPatientMessage,
} from '../domain/messages/patient-messages';
import type { messageInclude } from '../domain/messages/patient-messages';
import type { Prisma } from '../generated/prisma/client.ts';

type Message = Prisma.PatientMessageGetPayload<{ include: typeof messageInclude }>;

export const PatientMessageRef = builder.objectRef<Message>('PatientMessage').implement({
  description: 'A doctor’s message to a patient (read by the patient it was sent to).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'opaque and stable' }),
    patientId: t.exposeID('patientId', { description: 'the patient it was sent to' }),
    type: t.exposeString('type', {
      description: 'vitals, symptom, meds, appointment or general',
    }),
    title: t.exposeString('title', { description: 'as the doctor wrote it, up to 120 characters' }),
    description: t.exposeString('description', {
      description: 'the message, as written, up to 1000 characters',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'when it was sent' }),
    readAt: t.expose('readAt', {
      type: 'DateTime',
      nullable: true,
      description: 'when the patient read it; null: unread',
    }),
    dismissedAt: t.expose('dismissedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'when the patient dismissed it from home; null: still shown',
    }),
    from: t.field({
      type: PersonRef,
      description: 'the doctor who sent it',
      resolve: (m) => m.doctor,
    }),
  }),
});

const MyMessagesRef = builder
  .objectRef<{ messages: Message[]; unread: number }>('MyMessages')
  .implement({
    description: 'The signed-in patient’s messages from their doctors.',
    fields: (t) => ({
      messages: t.field({
        type: [PatientMessageRef],
        description: 'newest first, at most 50',
        resolve: (m) => m.messages,
      }),
      unread: t.exposeInt('unread', { description: 'all unread messages, not only these 50' }),
    }),
  });

const PatientMessageInput = builder.inputType('PatientMessageInput', {
  description: 'A message the doctor writes; every field is required.',
  fields: (t) => ({
    title: t.string({ required: false, description: 'up to 120 characters' }),
    description: t.string({ required: false, description: 'up to 1000 characters' }),
    type: t.string({
      required: false,
      description: 'vitals, symptom, meds, appointment or general',
    }),
  }),
});

builder.queryField('myMessages', (t) =>
  t.field({
    type: MyMessagesRef,
    description:
      'The signed-in patient’s messages, newest first (at most 50), and the unread count.',
    authScopes: { patient: true, carer: true },
    resolve: (_root, _args, ctx) => myMessages(ctx),
  }),
);

builder.mutationFields((t) => ({
  sendPatientMessage: t.field({
    type: PatientMessageRef,
    description:
      'Sends one of the doctor’s own patients a message: live, and e-mailed as their settings say.',
    authScopes: { doctor: true },
    args: {
      patientId: t.arg.id({ description: 'one of the doctor’s own patients' }),
      input: t.arg({ type: PatientMessageInput, description: 'the message' }),
    },
    resolve: (_root, args, ctx) =>
      sendPatientMessage(ctx, {
        patientId: String(args.patientId),
        message: {
          title: args.input.title ?? undefined,
          description: args.input.description ?? undefined,
          type: args.input.type ?? undefined,
        },
      }),
  }),
  markMessagesRead: t.int({
    description: 'Marks the given messages read, or all of them; answers how many changed.',
    authScopes: { patient: true, carer: true },
    args: {
      ids: t.arg.idList({ required: false, description: 'the patient’s own messages; none: all' }),
    },
    resolve: (_root, args, ctx) =>
      markMessagesRead(ctx, { messageIds: args.ids?.map(String) ?? null }),
  }),
  dismissMessage: t.field({
    type: PatientMessageRef,
    description: 'Hides one of the patient’s own messages from home.',
    authScopes: { patient: true, carer: true },
    args: { id: t.arg.id({ description: 'the patient’s own message' }) },
    resolve: (_root, args, ctx) => dismissMessage(ctx, { messageId: String(args.id) }),
  }),
}));

builder.subscriptionField('patientMessageReceived', (t) =>
  t.field({
    type: PatientMessageRef,
    description: 'The signed-in patient’s new messages, as their doctors send them.',
    authScopes: { patient: true, carer: true },
    subscribe: (_root, _args, ctx) => ownMessages(ctx),
    resolve: (event: { messageId: string }, _args, ctx) =>
      ownMessage(ctx, { messageId: event.messageId }),
  }),
);

/**
 * The patient's own topic (a carer's: the person they act for), re-checked on every event:
 * signed in, the message is the patient's, and a carer still has MESSAGES.
 */
async function ownMessages(ctx: Context) {
  const patientId = await accessOf(ctx).self('MESSAGES');
  return whileSignedIn(ctx, ctx.pubsub.subscribe('patientMessages', patientId), (event) =>
    accessOf(ctx).mayView(event.patientId, 'MESSAGES'),
  );
}
