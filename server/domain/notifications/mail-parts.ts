// What the patients' and the carers' notification e-mails share: a person's setting as it
// is now, and what a doctor's message e-mail shows of each message.
import { defaultValue, type Frequency, type SettingKey } from '#common/settings/user-settings';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Mailer } from '../../mail/mailer';
import { DISPLAY_NAME_SELECT, displayName } from '../accounts/display-name';

export type NotificationDeps = { prisma: PrismaClient; mailer: Mailer; appUrl: string };

export async function frequencyOf(prisma: PrismaClient, userId: string, key: SettingKey) {
  const stored = await prisma.userSetting.findUnique({
    where: { userId_key: { userId, key } },
    select: { value: true },
  });
  return (stored?.value ?? defaultValue(key)) as Frequency;
}

/** What a doctor's message e-mail shows of each message. */
export const MAILED_MESSAGE = {
  id: true,
  title: true,
  description: true,
  createdAt: true,
  doctor: { select: DISPLAY_NAME_SELECT },
} as const;

export const mailedMessage = (m: {
  title: string;
  description: string;
  doctor: { username: string; profile: { fullName: string | null } | null };
}) => ({ doctorName: displayName(m.doctor), title: m.title, description: m.description });
