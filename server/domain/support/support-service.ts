// Report a bug / Send feedback (help centre): the message is stored first, then e-mailed
// to the support address with the sender as Reply-To; a mail failure keeps the message
// (mailedAt stays empty) and never fails the sender's request.
import type { Language } from '#common/language';
import { supportMessageSchema } from '#common/validation/support';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Background } from '../../background';
import type { AppConfig } from '../../config/env';
import { AppError, validateInput } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { supportMail } from '../../mail/support-mail';
import type { SessionUser } from '../accounts/sessions';

/** A person may send this many reports an hour: enough for real use, too few to flood support. */
export const REPORTS_PER_HOUR = 5;

type Deps = {
  prisma: PrismaClient;
  mailer: Mailer;
  config: Pick<AppConfig, 'support'>;
  background?: Background;
  now?: () => Date;
};

export async function sendSupportMessage(
  deps: Deps,
  viewer: SessionUser | null,
  rawInput: unknown,
  language: Language,
) {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  const input = validateInput(supportMessageSchema, rawInput);
  const now = deps.now?.() ?? new Date();
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const recent = await deps.prisma.supportMessage.findMany({
    where: { userId: viewer.userId, createdAt: { gt: hourAgo } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
  });
  if (recent.length >= REPORTS_PER_HOUR) {
    const seconds = Math.ceil((recent[0].createdAt.getTime() + 3_600_000 - now.getTime()) / 1000);
    throw new AppError('TOO_MANY_ATTEMPTS', { values: { seconds: Math.max(1, seconds) } });
  }
  const stored = await deps.prisma.supportMessage.create({
    data: {
      kind: input.kind as 'BUG' | 'FEEDBACK',
      message: input.message,
      userId: viewer.userId,
      language,
    },
    select: {
      id: true,
      kind: true,
      message: true,
      createdAt: true,
      user: { select: { username: true, email: true, role: true } },
    },
  });
  const mailing = (async () => {
    await deps.mailer.send({
      to: deps.config.support.email,
      replyTo: stored.user?.email,
      ...supportMail({
        ...stored,
        username: stored.user?.username ?? '',
        role: stored.user?.role ?? '',
        language,
      }),
    });
    await deps.prisma.supportMessage.update({
      where: { id: stored.id },
      data: { mailedAt: new Date() },
    });
  })();
  if (deps.background) deps.background.track(mailing, 'support e-mail');
  else await mailing;
  return { id: stored.id };
}
