import type { MessageDescriptor } from 'react-intl';
import { achievementsTexts } from '../texts';

const { t } = achievementsTexts;

/** The badge ids the server knows (server/domain/achievements/badges.ts). */
const STREAK_BADGES = new Set(['streak-7', 'streak-14', 'streak-21', 'streak-25']);

/** A badge's name and how it is earned, in the user's language; null for an unknown id. */
export function badgeTexts(id: string): { name: MessageDescriptor; how: MessageDescriptor } | null {
  const name = t[`${id}.name` as keyof typeof t];
  const how = t[`${id}.how` as keyof typeof t];
  return name && how ? { name, how } : null;
}

/** Streak badges say that a missed day starts the count again. */
export const isStreakBadge = (id: string) => STREAK_BADGES.has(id);
