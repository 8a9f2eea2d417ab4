// The one input rule at the edge: every string a client sends (REST bodies, path and
// query parameters, GraphQL arguments and variables, object keys included) must be text
// PostgreSQL can store. Checked once per request, before any handler runs, so no field
// needs its own check and no query fails half-way with a database error (a 500).
//
// Such strings are refused, never stripped: they only come from a broken or hostile
// client (no keyboard types them), and quietly changing what a patient sent would store
// and grade a message that differs from the one acknowledged.
import { AppError } from '../errors';

// NUL: PostgreSQL's text and jsonb cannot hold it (errors 22021 and 22P05), on the
// embedded database and on a server alike. A lone UTF-16 surrogate (half of a pair,
// e.g. JSON "\ud800") has no UTF-8 form: it would fail or be replaced by U+FFFD on its
// way to the database. Every other Unicode character is stored as sent.
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// One field is enough to explain the refusal; a body full of them needs no longer answer.
const MAX_REPORTED = 10;

export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/**
 * Paths (e.g. `input.fullName`, `activities.2`) of the strings in `value` that cannot be
 * stored. Walked with a stack, not recursion: a 64 KiB JSON body can nest 30,000 deep.
 */
export function unstorablePaths(value: unknown, root = ''): string[] {
  const found: string[] = [];
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length && found.length < MAX_REPORTED) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(path || '_');
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        // a bad key is reported where it sits, without echoing the key itself
        if (!isStorableText(key)) found.push(path || '_');
        else pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return found;
}

/** The translated validation error naming each offending field, if there is one. */
export function unstorableError(paths: string[]): AppError | undefined {
  if (!paths.length) return undefined;
  return new AppError('VALIDATION_FAILED', {
    fields: Object.fromEntries(paths.map((path) => [path, 'unsupported_characters'])),
  });
}

export function assertStorable(paths: string[]) {
  const error = unstorableError(paths);
  if (error) throw error;
}
