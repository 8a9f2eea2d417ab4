// Delivers Florence's reply to the session's subscribers: reworded by the language
// model when one is configured, otherwise (or on any failure) the built-in text. The
// built-in reply is already stored, so a crash mid-stream still leaves a valid answer.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { AppPubSub } from '../../pubsub';
import type { FlorenceReply } from '../florence';
import { publishReplyDone, streamReply } from './reply-stream';
import { streamPhrasing, type LanguageModelConfig } from './language-model';
import type { Background } from '../../background';

export type DeliveryDeps = {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  config: { languageModel?: LanguageModelConfig };
  background: Background;
};

export type Delivery = {
  sessionId: string;
  language: 'en' | 'zh-HK';
  /** The stored bot message holding the built-in text. */
  message: { id: string; text: string; createdAt: Date };
  reply: FlorenceReply;
  quickReplies: string[];
  /** Basic mode's script: its exact words are shown, never reworded. */
  scripted: boolean;
  /** Names to remove before text goes to a language model. */
  knownNames: () => Promise<string[]>;
  stream: boolean;
};

/** Resolves with the text the patient finally sees. */
export async function deliverReply(deps: DeliveryDeps, delivery: Delivery): Promise<string> {
  const builtIn = {
    sessionId: delivery.sessionId,
    messageId: delivery.message.id,
    text: delivery.message.text,
    createdAt: delivery.message.createdAt,
    quickReplies: delivery.quickReplies,
  };
  const model = deps.config.languageModel;
  // Safety instructions are never reworded: their exact text is part of the clinical rules.
  if (!model || delivery.scripted || delivery.reply.kind === 'safety' || !delivery.reply.question) {
    await streamReply(deps.pubsub, builtIn, delivery.stream ? undefined : 0);
    return builtIn.text;
  }
  const recent = await deps.prisma.chatMessage.findMany({
    where: { sessionId: delivery.sessionId, id: { not: delivery.message.id } },
    orderBy: { createdAt: 'desc' },
    take: 6,
    select: { sender: true, text: true },
  });
  let index = 0;
  try {
    const text = await streamPhrasing(
      { ...model, stopSignal: deps.background.signal },
      {
        language: delivery.language,
        reply: delivery.reply.text,
        question: delivery.reply.question,
        recent: recent.reverse(),
        knownNames: await delivery.knownNames(),
      },
      (chunk) =>
        deps.pubsub.publish('chat', delivery.sessionId, {
          type: 'REPLY_CHUNK',
          sessionId: delivery.sessionId,
          messageId: delivery.message.id,
          index: index++,
          text: chunk,
        }),
    );
    await deps.prisma.chatMessage.update({ where: { id: delivery.message.id }, data: { text } });
    publishReplyDone(deps.pubsub, { ...builtIn, text });
    return text;
  } catch (error) {
    // Only the reason is logged: never the conversation.
    console.warn(
      `[florence] language model unavailable (${(error as Error).message}); using the built-in reply`,
    );
    // REPLY_DONE carries the whole text, so the client replaces any partial reply with it.
    publishReplyDone(deps.pubsub, builtIn);
    return builtIn.text;
  }
}
