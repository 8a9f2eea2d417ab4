// Reference: a bare GraphQL Yoga server with graphql-ws (Yoga's own recipe), answering the
// check-in bench's three operations with nothing of ours in between: no database, no sign-in,
// no Florence, no plugins. A message publishes what the app publishes for one: the patient's
// message, then a reply of the app's average length through the app's streamReply (its chunks
// one pause apart, REPLY_DONE in place of the last). The same load script measures both, so
// their CPU per message is what the fixed stack costs for these frames, and ours beyond it.
import crypto from 'node:crypto';
import http from 'node:http';
import { createPubSub, createSchema, createYoga } from 'graphql-yoga';
import type { ServerOptions } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { streamReply } from '../../../server/domain/checkins/reply-stream';
import type { AppPubSub } from '../../../server/pubsub';

/**
 * Replies of the app's length: the bench's answers get replies that come in 3.7 chunks on
 * average (four words each, load/checkins.ts reports it as chunksPerReply + 1): these come
 * in 4, 4 and 3, one after the other.
 */
const REPLIES = [
  'Thank you. How often do you have the nausea: rarely, sometimes, or often?',
  'Thank you. Have you lost your appetite, or been eating less than usual today?',
  'Thanks for letting me know. Have you had any pain?',
];
let replied = 0;

type Event = { type: string; sessionId: string; messageId: string };
const pubSub = createPubSub<{ chat: [sessionId: string, event: Event] }>();

const yoga = createYoga({
  logging: false,
  graphiql: false,
  schema: createSchema({
    typeDefs: /* GraphQL */ `
      type Query {
        ok: Boolean
      }
      input StartInput {
        language: String
      }
      type CheckIn {
        id: ID!
      }
      type Sent {
        replyMessageId: ID!
      }
      type Event {
        type: String!
        messageId: ID!
      }
      type Mutation {
        startCheckIn(input: StartInput): CheckIn!
        sendCheckInMessage(sessionId: ID!, text: String!): Sent!
      }
      type Subscription {
        checkInEvents(sessionId: ID!): Event!
      }
    `,
    resolvers: {
      Mutation: {
        startCheckIn: () => ({ id: crypto.randomUUID() }),
        sendCheckInMessage: (_: unknown, args: { sessionId: string; text: string }) => {
          const messageId = crypto.randomUUID();
          const replyMessageId = crypto.randomUUID();
          pubSub.publish('chat', args.sessionId, {
            type: 'USER_MESSAGE',
            sessionId: args.sessionId,
            messageId,
          });
          void streamReply(pubSub as unknown as AppPubSub, {
            sessionId: args.sessionId,
            messageId: replyMessageId,
            text: REPLIES[replied++ % REPLIES.length]!,
            createdAt: new Date(),
            quickReplies: [],
          });
          return { replyMessageId };
        },
      },
      Subscription: {
        checkInEvents: {
          subscribe: (_: unknown, args: { sessionId: string }) =>
            pubSub.subscribe('chat', args.sessionId),
          resolve: (event: Event) => event,
        },
      },
    },
  }),
});

type EnvelopedRoot = Record<'execute' | 'subscribe', NonNullable<ServerOptions['execute']>>;
const server = http.createServer(yoga);
useServer(
  {
    execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
    subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
    onSubscribe: async (ctx, _id, params) => {
      const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
        ...ctx,
        req: ctx.extra.request,
        socket: ctx.extra.socket,
        params,
      });
      const args = {
        schema,
        operationName: params.operationName,
        document: parse(params.query),
        variableValues: params.variables,
        contextValue: await contextFactory(),
        rootValue: { execute, subscribe },
      };
      const errors = validate(args.schema, args.document);
      return errors.length ? errors : args;
    },
  },
  new WebSocketServer({ server, path: '/graphql' }),
);
server.listen(Number(process.env.PORT), '127.0.0.1', () =>
  console.log('listening on', process.env.PORT),
);
