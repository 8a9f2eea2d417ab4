import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { doctorTexts } from '../texts';
import { alertAgeMessage } from './alert-age-text';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('alert age text', () => {
  it('reads just now, minutes, hours and days in both languages', () => {
    const en = createIntl({ locale: 'en', messages: doctorTexts.catalogs.en });
    const zh = createIntl({ locale: 'zh-HK', messages: doctorTexts.catalogs['zh-HK'] });
    const say = (intl: typeof en, seconds: number) => {
      const { descriptor, values } = alertAgeMessage(ago(seconds), now);
      return intl.formatMessage(descriptor, values);
    };
    expect([30, 60, 150, 3600, 7200, 86_400, 3 * 86_400].map((s) => say(en, s))).toEqual([
      'just now',
      '1 minute ago',
      '2 minutes ago',
      '1 hour ago',
      '2 hours ago',
      '1 day ago',
      '3 days ago',
    ]);
    expect([10, 300, 7200, 2 * 86_400].map((s) => say(zh, s))).toEqual([
      '剛剛',
      '5 分鐘前',
      '2 小時前',
      '2 日前',
    ]);
  });

  it('treats a time in the future (clock skew) as just now', () => {
    expect(alertAgeMessage(new Date(now.getTime() + 5000), now).values).toEqual({ n: 0 });
  });
});
