// Development-only routes; buildApp does not register them in production mode.
import type { RestRoute } from '../rest/router';
import { AppError } from '../errors';
import { normaliseEmail } from '../domain/accounts/registration';
import { isLoopback } from './client-address';

/**
 * The Host header names this machine too: otherwise a web page whose name was re-pointed
 * at 127.0.0.1 (DNS rebinding) could read the outbox through the developer's browser.
 */
function isLoopbackHost(host: string | undefined) {
  const target = `http://${host ?? ''}`;
  if (!host || !URL.canParse(target)) return false;
  const { hostname } = new URL(target);
  return hostname === 'localhost' || isLoopback(hostname.replace(/^\[|\]$/g, ''));
}

export const devRoutes: RestRoute[] = [
  {
    // The embedded outbox, so a new user (or a test) can read the code that was "e-mailed".
    // It holds live sign-up and password-reset codes, so it answers this machine only
    // (behind a trusted proxy, by the address the proxy saw).
    method: 'GET',
    path: '/dev/outbox',
    async handle({ ctx, query, headers }) {
      if (!isLoopback(ctx.clientAddress) || !isLoopbackHost(headers.host))
        throw new AppError('FORBIDDEN');
      const to = query.get('to');
      if (!to) throw new AppError('VALIDATION_FAILED', { fields: { to: 'enter_valid_email' } });
      const messages = await ctx.prisma.outboxMessage.findMany({
        where: { to: normaliseEmail(to) },
        orderBy: { createdAt: 'asc' },
        select: { to: true, subject: true, text: true, attachments: true, createdAt: true },
      });
      return messages;
    },
  },
];
