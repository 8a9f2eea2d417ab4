// Writing one turn of a check-in (the patient's message, Florence's reply and the new
// interview state) without holding the check-in's lock. The state is read, the reply
// computed, and everything written in ONE statement that applies only if nobody changed
// the check-in meanwhile (its version). The embedded database runs one statement at a
// time; an interactive transaction would keep it while the event loop computes the reply,
// and every other request would wait behind it (the bench showed seconds of queueing).
import crypto from 'node:crypto';
import type { ExecuteSql } from '../../db/client';
import type { ChatMessage, ChatSession } from '../../generated/prisma/client.ts';

export type TurnWrite = {
  session: Pick<ChatSession, 'id' | 'patientId' | 'version'>;
  text: string;
  replyText: string;
  /** The new interview state, as JSON text. */
  stateJson: string;
  receivedAt: Date;
};

/**
 * Writes the turn if the check-in is still active and at the version read; returns the
 * two stored messages, or null when the check-in changed (read it again and retry).
 */
export async function writeTurnIfUnchanged(
  executeSql: ExecuteSql,
  turn: TurnWrite,
): Promise<{ userMessage: ChatMessage; replyMessage: ChatMessage } | null> {
  const { session, receivedAt } = turn;
  const userMessage: ChatMessage = {
    id: crypto.randomUUID(),
    sessionId: session.id,
    sender: 'USER',
    text: turn.text,
    createdAt: receivedAt,
  };
  // One millisecond later, so the reply always sorts after the message it answers.
  const replyMessage: ChatMessage = {
    id: crypto.randomUUID(),
    sessionId: session.id,
    sender: 'BOT',
    text: turn.replyText,
    createdAt: new Date(receivedAt.getTime() + 1),
  };
  // Times go as UTC text, as Prisma stores them (a Date would be sent in the driver's zone).
  const written = await executeSql(WRITE_TURN, [
    turn.stateJson,
    session.id,
    session.patientId,
    session.version,
    userMessage.id,
    userMessage.text,
    userMessage.createdAt.toISOString(),
    replyMessage.id,
    replyMessage.text,
    replyMessage.createdAt.toISOString(),
  ]);
  return written === 2 ? { userMessage, replyMessage } : null;
}

/**
 * The turn's one statement, sent to the driver without Prisma (db/client.ts ExecuteSql): the
 * same text every time, which the embedded database's worker prepares once
 * (pglite-worker.mjs) and PostgreSQL once per connection (a named statement, db/client.ts).
 */
const WRITE_TURN = `
  WITH updated AS (
    UPDATE "ChatSession" SET "engineState" = $1::jsonb, version = version + 1
    WHERE id = $2 AND "patientId" = $3 AND status = 'ACTIVE' AND version = $4::int
    RETURNING id
  )
  INSERT INTO "ChatMessage" (id, "sessionId", sender, text, "createdAt")
  SELECT message.id, updated.id, message.sender::"ChatSender", message.text, message.at
  FROM updated, (VALUES
    ($5::text, 'USER', $6::text, $7::timestamp(3)),
    ($8::text, 'BOT', $9::text, $10::timestamp(3))
  ) AS message(id, sender, text, at)`;
