// An alert's title is stored as "<type>: <level>" (server/domain/alerts/alert-content.ts).
// Where the card already shows the type as its coloured tag, the headline is the rest, so
// the type is said once.
import { ALERT_TYPES } from '#common/alerts';

const SEPARATORS = [': ', '：'];

export function alertHeadline(title: string, type: string): string {
  const labels = type in ALERT_TYPES ? ALERT_TYPES[type as keyof typeof ALERT_TYPES] : null;
  if (!labels) return title;
  for (const label of [labels.en, labels['zh-HK']])
    for (const separator of SEPARATORS)
      if (title.startsWith(label + separator)) return title.slice((label + separator).length);
  return title;
}
