// An insight's placeholders arrive as a JSON string; a damaged one fills nothing.
import type { IconName } from '../../../shared/ui/icon-paths';

export type InsightValues = Record<string, string | number>;

export function parseInsightValues(json: string): InsightValues {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string | number] =>
          typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

/** The server names Material-style icons; this app draws its own. */
const ICONS: Record<string, IconName> = {
  chat: 'chat',
  trending_down: 'trendDown',
  trending_up: 'trendUp',
  trending_flat: 'trendFlat',
  local_fire_department: 'flame',
  repeat: 'repeat',
  event_busy: 'calendarX',
  warning: 'warning',
};

export const insightIcon = (name: string): IconName => ICONS[name] ?? 'chart';

export const INSIGHT_TONES = ['info', 'success', 'warning', 'error'] as const;
export type InsightTone = (typeof INSIGHT_TONES)[number];
export const insightTone = (type: string): InsightTone =>
  (INSIGHT_TONES as readonly string[]).includes(type) ? (type as InsightTone) : 'info';
