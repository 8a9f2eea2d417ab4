// Writing a new check-in with Florence's greeting in ONE statement, as a turn is written
// (turns.ts): every check-in starts this way, and through Prisma a nested create took five
// calls to the database (begin, two inserts, reading the row back, commit) and Prisma's
// pipeline for each. The row is built here, so it can be remembered for the first answer
// (check-in-cache.ts) without being read back.
import crypto from 'node:crypto';
import type { ExecuteSql } from '../../db/client';
import type { ChatMessage, ChatSession } from '../../generated/prisma/client.ts';

export type NewCheckIn = Pick<
  ChatSession,
  | 'patientId'
  | 'language'
  | 'inputMode'
  | 'mode'
  | 'treatmentStatus'
  | 'reportedById'
  | 'reporterRelationship'
> & { engineState: object; greetingText: string };

/** Stores the check-in and its greeting together; returns both as stored. */
export async function writeNewCheckIn(
  executeSql: ExecuteSql,
  input: NewCheckIn,
): Promise<{ session: ChatSession; greeting: ChatMessage }> {
  const createdAt = new Date();
  // Remembered as parsed back from the JSON text it is stored from, as turns are: the first
  // answer is computed from the same values the database holds.
  const stateJson = JSON.stringify(input.engineState);
  // Every column of the row, so that a column added to the schema fails to compile here.
  const session: ChatSession = {
    id: crypto.randomUUID(),
    patientId: input.patientId,
    language: input.language,
    inputMode: input.inputMode,
    mode: input.mode,
    treatmentStatus: input.treatmentStatus,
    status: 'ACTIVE',
    engineState: JSON.parse(stateJson),
    version: 0,
    createdAt,
    finishedAt: null,
    doctorOpenedAt: null,
    reportedById: input.reportedById,
    reporterRelationship: input.reporterRelationship,
  };
  const greeting: ChatMessage = {
    id: crypto.randomUUID(),
    sessionId: session.id,
    sender: 'BOT',
    text: input.greetingText,
    createdAt,
  };
  // Times go as UTC text, as Prisma stores them (turns.ts).
  const written = await executeSql(WRITE_NEW_CHECK_IN, [
    session.id,
    session.patientId,
    session.language,
    session.inputMode,
    session.mode,
    session.treatmentStatus,
    stateJson,
    createdAt.toISOString(),
    session.reportedById,
    session.reporterRelationship,
    greeting.id,
    greeting.text,
  ]);
  if (written !== 1) throw new Error('The new check-in was not stored.');
  return { session, greeting };
}

/**
 * The same text every time: the embedded database's worker prepares it once
 * (pglite-worker.mjs) and PostgreSQL once per connection (a named statement, db/client.ts).
 */
const WRITE_NEW_CHECK_IN = `
  WITH session AS (
    INSERT INTO "ChatSession" (id, "patientId", language, "inputMode", mode, "treatmentStatus",
      status, "engineState", version, "createdAt", "finishedAt", "doctorOpenedAt",
      "reportedById", "reporterRelationship")
    VALUES ($1::text, $2::text, $3::text, $4::text, $5::text, $6::text,
      'ACTIVE', $7::jsonb, 0, $8::timestamp(3), NULL, NULL,
      $9::text, $10::text::"CarerRelationship")
    RETURNING id, "createdAt"
  )
  INSERT INTO "ChatMessage" (id, "sessionId", sender, text, "createdAt")
  SELECT $11::text, session.id, 'BOT', $12::text, session."createdAt" FROM session`;
