import { useIntl } from 'react-intl';
import { CATEGORY_NAMES, type ArticleCategory } from '#common/library';
import { useLanguage } from '../../../i18n/use-language';
import type { IconName } from '../../../shared/ui/icon-paths';
import { libraryTexts } from '../texts';
import { formatLikes } from './likes-format';
import { relativeTime } from './relative-time';

export const CATEGORY_ICONS: Record<ArticleCategory, IconName> = {
  nutrition: 'leaf',
  wellness: 'sun',
  health: 'heartPulse',
  exercise: 'activity',
  support: 'users',
  mental_health: 'smile',
};

/** Category names, read times, likes and "how long ago" in the current language. */
export function useLibraryFormat() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { t } = libraryTexts;
  return {
    category: (key: string) => CATEGORY_NAMES[key as ArticleCategory]?.[language] ?? key,
    categoryIcon: (key: string): IconName => CATEGORY_ICONS[key as ArticleCategory] ?? 'book',
    readTime: (minutes: number) => intl.formatMessage(t.readTime, { n: minutes }),
    likes: (count: number) => formatLikes(count),
    ago: (then: unknown, now: Date) => {
      const time = relativeTime(new Date(String(then)), now);
      if (time.unit === 'now') return intl.formatMessage(t.justNow);
      return intl.formatMessage(t[`${time.unit}Ago`], { n: time.value });
    },
  };
}
