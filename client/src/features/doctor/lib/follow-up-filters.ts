// The follow-ups' filters: sent to the server for the list, and applied here to alerts
// that arrive live, so a new alert shows only when it matches what the doctor asked for.
import type { Importance } from '#common/alerts';

export type FollowUpFilters = { search: string; importance: Importance[]; types: string[] };

export const NO_FILTERS: FollowUpFilters = { search: '', importance: [], types: [] };

export type FilterableAlert = {
  id: string;
  importance: Importance;
  type: string;
  description: string;
  raisedAt: unknown;
  patient: { name: string; username: string };
};

/** The server's FollowUpFilter, leaving out what is empty. */
export function toServerFilter({ search, importance, types }: FollowUpFilters) {
  const text = search.trim();
  return {
    ...(text ? { search: text } : {}),
    ...(importance.length ? { importance } : {}),
    ...(types.length ? { types } : {}),
  };
}

export const activeFilterCount = (filters: FollowUpFilters) =>
  filters.importance.length + filters.types.length;

/** The same rule as the server: patient name, username or description contain the text. */
export function matchesFilters(
  alert: FilterableAlert,
  { search, importance, types }: FollowUpFilters,
): boolean {
  if (importance.length && !importance.includes(alert.importance)) return false;
  if (types.length && !types.includes(alert.type)) return false;
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [alert.patient.name, alert.patient.username, alert.description].some((field) =>
    field.toLowerCase().includes(text),
  );
}

const time = (raisedAt: unknown) => new Date(String(raisedAt)).getTime() || 0;
const newestFirst = <A extends FilterableAlert>(list: A[]) =>
  list.sort((a, b) => time(b.raisedAt) - time(a.raisedAt));

export type LiveChange = 'added' | 'raised' | null;

/**
 * A live alert into the list, newest raised first. An update replaces its item; an
 * alert raised in place (a more important finding in the same check-in) moves to the
 * top like a new one; a new one is added when it matches the filters. `change` says
 * what the doctor should be told. `seenRaisedAt` is when this alert was last seen
 * raised: Apollo may already have merged the event into `list` by the alert's id.
 */
export function mergeLiveAlert<A extends FilterableAlert>(
  list: readonly A[],
  alert: A,
  filters: FollowUpFilters,
  seenRaisedAt?: unknown,
): { list: A[]; change: LiveChange } {
  if (list.some((item) => item.id === alert.id)) {
    const raised = seenRaisedAt !== undefined && time(alert.raisedAt) > time(seenRaisedAt);
    return {
      list: newestFirst(list.map((item) => (item.id === alert.id ? alert : item))),
      change: raised ? 'raised' : null,
    };
  }
  if (!matchesFilters(alert, filters)) return { list: [...list], change: null };
  return { list: newestFirst([alert, ...list]), change: 'added' };
}
