// Active check-ins as this instance last wrote them, so a patient's next message needs no
// read before Florence answers: one statement per turn instead of two (issue 9, Florence
// at hundreds of messages a second). A remembered row is only a guess: the turn's one
// statement applies only at the version it was computed from (turns.ts), so a row changed
// anywhere else (another instance, the turn under the lock, finishing, the idle sweeper,
// a deleted account) makes that statement change nothing; the turn forgets the row, reads
// the database and computes again. A stale row can cost a retry, never a lost update.
import type { ChatSession } from '../../generated/prisma/client.ts';
import { ExpiringMap } from '../../expiring-map';

/** Check-ins idle longer are read again (the idle sweeper ends them before long anyway). */
const KEEP_MS = 15 * 60_000;
const MAX_ENTRIES = 20_000;

export class CheckInCache {
  private readonly entries = new ExpiringMap<string, ChatSession>(MAX_ENTRIES);

  /** The remembered check-in, if this patient's and not expired. */
  get(sessionId: string, patientId: string, now = Date.now()): ChatSession | undefined {
    const session = this.entries.get(sessionId, now);
    return session?.patientId === patientId ? session : undefined;
  }

  /** Remembers a check-in as it now stands in the database (just written). */
  remember(session: ChatSession, now = Date.now()) {
    this.entries.set(session.id, session, now + KEEP_MS);
  }

  forget(sessionId: string) {
    this.entries.delete(sessionId);
  }
}
