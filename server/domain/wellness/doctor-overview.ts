// Section 7 of the wellness rules: the doctor's overview cards, the recent-activity feed
// and the stable-health card. Pure: the counts come in, the figures go out.

const WEEK_MS = 7 * 86_400_000;

/** The two windows a card compares: the last 7 days, and the 7 days before them. */
export function comparisonWindows(now: Date) {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  return {
    current: { start: weekAgo, end: now },
    previous: { start: new Date(now.getTime() - 2 * WEEK_MS), end: weekAgo },
  };
}

export type Change = { kind: 'percent'; value: number } | { kind: 'new' };

/**
 * Change of the last 7 days against the 7 before, whole percent; nothing before and something now
 * is "new".
 */
export function changePercent(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: 'percent', value: 0 } : { kind: 'new' };
  return { kind: 'percent', value: Math.round((100 * (current - previous)) / previous) };
}

/** `lastWeek`: how many the last 7 days brought, said with "new this week". */
export type OverviewCard = { count: number; lastWeek: number; change: Change };

export const overviewCard = (
  count: number,
  lastWeek: number,
  weekBefore: number,
): OverviewCard => ({
  count,
  lastWeek,
  change: changePercent(lastWeek, weekBefore),
});

export type ActivityKind = 'report' | 'alert' | 'prescription' | 'request';
export type Activity = { kind: ActivityKind; at: Date; patientId: string; id: string };

/** The newest events of every kind, newest first; ties keep a stable order by id. */
export function recentActivity(
  sources: ReadonlyArray<readonly Activity[]>,
  limit: number,
): Activity[] {
  return sources
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime() || a.id.localeCompare(b.id))
    .slice(0, limit);
}

type Level = 'GREEN' | 'YELLOW' | 'ORANGE' | 'RED';
type Importance = 'CRITICAL' | 'URGENT' | 'CAUTION' | 'INFO';

export type HealthStatus =
  { kind: 'stable' } | { kind: 'level'; level: Level } | { kind: 'no_data' };

/**
 * Stable: the latest check-in was GREEN or YELLOW and no unresolved alert is above
 * caution. Otherwise the latest level (its title is what the card shows).
 */
export function healthStatus(
  latestLevel: Level | null,
  unresolvedAlerts: readonly Importance[],
): HealthStatus {
  if (!latestLevel) return { kind: 'no_data' };
  const calm = latestLevel === 'GREEN' || latestLevel === 'YELLOW';
  const serious = unresolvedAlerts.some((i) => i === 'CRITICAL' || i === 'URGENT');
  return calm && !serious ? { kind: 'stable' } : { kind: 'level', level: latestLevel };
}
