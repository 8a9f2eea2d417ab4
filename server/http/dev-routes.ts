// Development-only routes; buildApp does not register them in production mode.
import type { RestRoute } from '../rest/router';
import { AppError } from '../errors';
import { normaliseEmail } from '../domain/accounts/registration';
import { isLoopback } from './client-address';
import { recordPastCheckIn, type PastCheckIn } from '../db/past-check-ins';
import { usernameKeyOf } from '../domain/accounts/registration';
import { addDays, localDay } from '../domain/wellness/clinic-days';
import { parseLanguage } from '#common/language';

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

/** This machine only, named as this machine (see isLoopbackHost). */
function assertLocal(clientAddress: string | undefined, host: string | undefined) {
  if (!clientAddress || !isLoopback(clientAddress) || !isLoopbackHost(host))
    throw new AppError('FORBIDDEN');
}

type PastCheckInBody = {
  username?: unknown;
  checkIns?: Array<{ daysAgo?: unknown; time?: unknown; language?: unknown; messages?: unknown }>;
};

/** At most this many check-ins a request, and messages a check-in: a seed, not a load test. */
const MAX_SEEDED = 60;

function pastCheckIns(body: PastCheckInBody, today: string): PastCheckIn[] {
  const invalid = () =>
    new AppError('VALIDATION_FAILED', { fields: { checkIns: 'invalid_choice' } });
  if (!Array.isArray(body.checkIns) || body.checkIns.length > MAX_SEEDED) throw invalid();
  return body.checkIns.map((item) => {
    const { daysAgo, time, language, messages } = item ?? {};
    const texts = Array.isArray(messages) ? messages : [];
    if (
      !Number.isInteger(daysAgo) ||
      (daysAgo as number) < 0 ||
      (time !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(String(time))) ||
      !texts.length ||
      texts.length > MAX_SEEDED ||
      texts.some((text) => typeof text !== 'string' || !text.trim())
    )
      throw invalid();
    return {
      day: addDays(today, -(daysAgo as number)),
      ...(time === undefined ? {} : { time: String(time) }),
      language: parseLanguage(language) ?? 'en',
      messages: texts as string[],
    };
  });
}

export const devRoutes: RestRoute[] = [
  {
    // Check-ins dated on earlier days (through the real interview and triage), so that a
    // new user, the demo or a browser test can see weeks of records at once.
    method: 'POST',
    path: '/dev/past-check-ins',
    async handle({ ctx, headers, body }) {
      assertLocal(ctx.clientAddress, headers.host);
      const input = (body ?? {}) as PastCheckInBody;
      const patient = await ctx.prisma.user.findFirst({
        where: { usernameKey: usernameKeyOf(String(input.username ?? '')), role: 'PATIENT' },
        select: { id: true },
      });
      if (!patient) throw new AppError('NOT_FOUND');
      const levels = [];
      for (const checkIn of pastCheckIns(input, localDay(new Date())))
        levels.push(await recordPastCheckIn(ctx.prisma, patient.id, checkIn));
      return { levels };
    },
  },
  {
    // The embedded outbox, so a new user (or a test) can read the code that was "e-mailed".
    // It holds live sign-up and password-reset codes, so it answers this machine only
    // (behind a trusted proxy, by the address the proxy saw).
    method: 'GET',
    path: '/dev/outbox',
    async handle({ ctx, query, headers }) {
      assertLocal(ctx.clientAddress, headers.host);
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
