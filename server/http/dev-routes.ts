// Development-only routes; buildApp does not register them in production mode.
import type { RestRoute } from '../rest/router';
import { AppError } from '../errors';
import { normaliseEmail } from '../domain/accounts/registration';

export const devRoutes: RestRoute[] = [
  {
    // The embedded outbox, so a new user (or a test) can read the code that was "e-mailed".
    method: 'GET',
    path: '/dev/outbox',
    async handle({ ctx, query }) {
      const to = query.get('to');
      if (!to) throw new AppError('VALIDATION_FAILED', { fields: { to: 'enter_valid_email' } });
      const messages = await ctx.prisma.outboxMessage.findMany({
        where: { to: normaliseEmail(to) },
        orderBy: { createdAt: 'asc' },
        select: { to: true, subject: true, text: true, createdAt: true },
      });
      return messages;
    },
  },
];
