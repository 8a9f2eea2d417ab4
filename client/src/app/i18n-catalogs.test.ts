import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { catalogs } from './i18n-catalogs';

// One value for every placeholder any message uses.
const VALUES = {
  ...{ name: 'x', email: 'x', seconds: 1, n: 1, total: 2, current: 1, age: 30, type: 'A+', username: 'x', done: 1, title: 'x', link: 'x' },
  ...{ days: 2, count: 2, symptom: 'x', date: 'x', label: 'x', level: 'x', from: 'x', to: 'x', reason: 'x', status: 'x', importance: 'x' },
};

describe('message catalogs', () => {
  it('have the same ids in English and Traditional Chinese', () => {
    expect(Object.keys(catalogs['zh-HK']).sort()).toEqual(Object.keys(catalogs.en).sort());
  });

  it('hold only messages that format (valid ICU syntax, no empty text)', () => {
    for (const locale of ['en', 'zh-HK'] as const) {
      const problems: string[] = [];
      const intl = createIntl({ locale, messages: catalogs[locale], onError: (error) => problems.push(error.message) });
      for (const [id, text] of Object.entries(catalogs[locale])) {
        expect(text.trim(), `${locale} ${id}`).not.toBe('');
        intl.formatMessage({ id }, VALUES);
      }
      expect(problems, locale).toEqual([]);
    }
  });
});
