// What every request made with an API key passes, over GraphQL (graphql/api-key-plugin.ts)
// and REST (rest/router.ts) alike: it may only read, and at most so many requests a minute
// per key on each server instance (an integration that loops by mistake cannot slow the
// clinic's own use of the app).
import { AppError } from '../../errors';
import type { SessionUser } from './sessions';
import { refuse } from '../access/refuse';

export const KEY_REQUESTS_PER_MINUTE = 300;
const WINDOW_MS = 60_000;

/** Requests counted per key in the current minute. */
const windows = new Map<string, { start: number; count: number }>();

function countRequest(keyId: string, now: number) {
  let window = windows.get(keyId);
  if (!window || now - window.start >= WINDOW_MS) {
    // an old window is replaced rather than kept: the map holds only keys in use
    if (windows.size > 10_000) windows.clear();
    window = { start: now, count: 0 };
    windows.set(keyId, window);
  }
  window.count += 1;
  if (window.count > KEY_REQUESTS_PER_MINUTE)
    throw new AppError('TOO_MANY_ATTEMPTS', {
      values: { seconds: Math.ceil((window.start + WINDOW_MS - now) / 1000) },
    });
}

/** Nothing for a person's session; for a key, refuses a write and counts the request. */
export function checkKeyRequest(
  viewer: SessionUser | null | undefined,
  request: { writes: boolean },
  now = Date.now(),
) {
  if (!viewer?.readOnly) return;
  if (request.writes) throw refuse('readOnlyKey');
  countRequest(viewer.sessionId, now);
}
