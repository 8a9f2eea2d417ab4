// Signed-in sessions remembered in memory for a short time. Every authenticated request
// and every event of a live subscription asks who is signed in; with this cache the
// database is asked at most once per session every TTL. Revocation stays immediate: a
// sign-out, a password change or a reset forgets the sessions here at once and, through
// the pubsub, on every other server instance (sessions.ts).
import type { SessionUser } from './sessions';
import { ExpiringMap } from '../../expiring-map';

/** How long a session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** More than the sessions one instance serves at once; the oldest are forgotten first. */
const MAX_ENTRIES = 50_000;

/** What a revocation names: one session, or every session of a user but the one kept. */
export type SessionsRevoked = { userId: string; sessionId?: string; keepSessionId?: string };

export class SessionCache {
  private readonly tokenOfSession = new Map<string, string>();
  private readonly byToken = new ExpiringMap<string, SessionUser>(MAX_ENTRIES, (_token, user) =>
    this.tokenOfSession.delete(user.sessionId),
  );

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  get(tokenHash: string, now: number): SessionUser | undefined {
    return this.byToken.get(tokenHash, now);
  }

  /** Remembers a session found in the database, no longer than it is valid. */
  remember(tokenHash: string, user: SessionUser, sessionExpiresAt: Date, now: number) {
    this.byToken.set(tokenHash, user, Math.min(now + this.ttlMs, sessionExpiresAt.getTime()));
    this.tokenOfSession.set(user.sessionId, tokenHash);
  }

  /** true while a remembered session is valid; undefined when only the database can tell. */
  isActive(sessionId: string, now: number): true | undefined {
    const token = this.tokenOfSession.get(sessionId);
    return token !== undefined && this.get(token, now) !== undefined ? true : undefined;
  }

  forget(revoked: SessionsRevoked) {
    for (const [token, { userId, sessionId }] of this.byToken) {
      const named = revoked.sessionId
        ? sessionId === revoked.sessionId
        : userId === revoked.userId && sessionId !== revoked.keepSessionId;
      if (named) this.byToken.delete(token);
    }
  }
}
