// Sends a finished reply to the session's subscribers in chunks, so the patient sees
// Florence's answer grow as it would from a streaming model. The built-in engine has the
// whole text at once; a language-model provider pushes its own chunks through `publish`.
import type { AppPubSub } from '../../pubsub';

/**
 * Words per chunk and the pause between chunks: about 25 words a second, a reading pace.
 * Four words every 160 ms rather than two every 80: the same pace in half the WebSocket
 * messages, each of which costs the server, the network and the patient's phone a wake-up
 * (issue 9: at hundreds of replies a second these messages were a quarter of the server's
 * work). Six updates a second still show the reply growing.
 */
const WORDS_PER_CHUNK = 4;
export const CHUNK_INTERVAL_MS = Number(process.env.FLORENCE_CHUNK_MS ?? 160);

export function splitIntoChunks(text: string): string[] {
  // Keep whitespace with the word before it so the chunks join back to the exact text.
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  // Chinese has no spaces between words: treat every 3 characters as a "word".
  const words = pieces.flatMap((piece) =>
    /[\u3400-\u9fff]/.test(piece) ? (piece.match(/[\s\S]{1,3}/g) ?? []) : [piece],
  );
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_CHUNK)
    chunks.push(words.slice(i, i + WORDS_PER_CHUNK).join(''));
  return chunks;
}

/**
 * A reply goes out as its chunks, one pause apart, and REPLY_DONE in place of the last one:
 * REPLY_DONE carries the whole text, which clients show in place of the chunks, so a last
 * chunk published in the same moment only repeated it. Each event costs the server an
 * execution and a WebSocket frame per subscriber (issue 27): this is one fewer of the six or
 * seven per reply. A one-chunk reply comes as REPLY_DONE alone.
 */
export async function streamReply(
  pubsub: AppPubSub,
  reply: FinishedReply,
  interval = CHUNK_INTERVAL_MS,
) {
  const chunks = splitIntoChunks(reply.text);
  for (const [index, text] of chunks.entries()) {
    if (index > 0 && interval > 0) await new Promise((resolve) => setTimeout(resolve, interval));
    if (index === chunks.length - 1) break; // the last one goes as REPLY_DONE, below
    pubsub.publish('chat', reply.sessionId, {
      type: 'REPLY_CHUNK',
      sessionId: reply.sessionId,
      messageId: reply.messageId,
      index,
      text,
    });
  }
  publishReplyDone(pubsub, reply);
}

type FinishedReply = {
  sessionId: string;
  messageId: string;
  text: string;
  createdAt: Date;
  quickReplies: string[];
};

/** The whole reply: clients replace whatever chunks they showed with this text. */
export function publishReplyDone(pubsub: AppPubSub, reply: FinishedReply) {
  pubsub.publish('chat', reply.sessionId, {
    type: 'REPLY_DONE',
    sessionId: reply.sessionId,
    messageId: reply.messageId,
    text: reply.text,
    createdAt: reply.createdAt.toISOString(),
    quickReplies: reply.quickReplies,
  });
}
