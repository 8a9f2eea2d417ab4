// Follow-ups in four groups by importance (critical, urgent, caution, info), laid out in
// two columns: critical and urgent, then caution and info.
import { IMPORTANCE_ORDER, type Importance } from '#common/alerts';

export const GROUP_COLUMNS: readonly (readonly Importance[])[] = [
  ['CRITICAL', 'URGENT'],
  ['CAUTION', 'INFO'],
];

export function groupByImportance<A extends { importance: Importance }>(
  alerts: readonly A[],
): Record<Importance, A[]> {
  const groups = Object.fromEntries(
    IMPORTANCE_ORDER.map((importance) => [importance, [] as A[]]),
  ) as Record<Importance, A[]>;
  for (const alert of alerts) groups[alert.importance]?.push(alert);
  return groups;
}
