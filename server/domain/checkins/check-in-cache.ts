// Active check-ins as this instance last wrote them, so a patient's next message needs no
// read before Florence answers: one statement per turn instead of two (issue 9, Florence
// at hundreds of messages a second). A remembered row is only a guess: the turn's one
// statement applies only at the version it was computed from (turns.ts), so a row changed
// anywhere else (another instance, the turn under the lock, finishing, the idle sweeper,
// a deleted account) makes that statement change nothing; the turn forgets the row, reads
// the database and computes again. A stale row can cost a retry, never a lost update.
import type { ChatSession } from '../../generated/prisma/client.ts';

/** Check-ins idle longer are read again (the idle sweeper ends them before long anyway). */
const KEEP_MS = 15 * 60_000;
const MAX_ENTRIES = 20_000;

type Entry = { session: ChatSession; until: number };

export class CheckInCache {
  private readonly entries = new Map<string, Entry>();

  /** The remembered check-in, if this patient's and not expired. */
  get(sessionId: string, patientId: string, now = Date.now()): ChatSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= now || entry.session.patientId !== patientId) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.session;
  }

  /** Remembers a check-in as it now stands in the database (just written, or just read). */
  remember(session: ChatSession, now = Date.now()) {
    // Re-inserted, so the map's order is oldest use first and the oldest is dropped first.
    this.entries.delete(session.id);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(session.id, { session, until: now + KEEP_MS });
  }

  forget(sessionId: string) {
    this.entries.delete(sessionId);
  }
}
