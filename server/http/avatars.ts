// Serves a profile picture by its random id. The id changes with every upload, so the
// answer can be cached for good; an unknown id is a plain 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { readAvatar } from '../domain/accounts/avatar';

const AVATAR_PATH = /^\/avatars\/([\w-]{16,64})\.webp$/;

export async function serveAvatar(
  prisma: PrismaClient,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (!url.pathname.startsWith('/avatars/')) return false;
  const id = AVATAR_PATH.exec(url.pathname)?.[1];
  const avatar =
    id && (req.method === 'GET' || req.method === 'HEAD') ? await readAvatar(prisma, id) : null;
  if (!avatar) {
    res.writeHead(404, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end('Not found');
    return true;
  }
  res.writeHead(200, {
    'content-type': avatar.contentType,
    'content-length': avatar.data.length,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(avatar.data));
  return true;
}
