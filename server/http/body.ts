// Reads a request body with a size limit and parses JSON or form encoding; anything
// else is a clear MALFORMED_REQUEST, and nothing oversized is buffered.
import type { IncomingMessage } from 'node:http';
import { AppError } from '../errors';

/** Large enough for any form in the app; a profile update is well under 4 KiB. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The body's bytes; more than `limit` (declared or sent) is refused with `tooLarge`. */
export async function readRawBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: () => AppError = () => new AppError('PAYLOAD_TOO_LARGE'),
): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readBody(
  req: IncomingMessage,
  limit = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const text = (await readRawBody(req, limit)).toString('utf8');
  if (!text.trim()) return {};
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw new AppError('MALFORMED_REQUEST');
}
