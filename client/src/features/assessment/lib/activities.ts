import type { ACTIVITIES } from '#common/validation/profile';

export type Activity = (typeof ACTIVITIES)[number];

/** 'None' stands alone: choosing it clears the rest, choosing anything else clears it. */
export function toggleActivity(selected: readonly Activity[], activity: Activity): Activity[] {
  if (selected.includes(activity)) return selected.filter((a) => a !== activity);
  if (activity === 'None') return ['None'];
  return [...selected.filter((a) => a !== 'None'), activity];
}
