import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { catalogParts, catalogs } from './i18n-catalogs';

// One value for every placeholder any message uses.
const VALUES = {
  ...{
    name: 'x',
    email: 'x',
    seconds: 1,
    n: 1,
    total: 2,
    current: 1,
    age: 30,
    type: 'A+',
    username: 'x',
    done: 1,
    title: 'x',
    link: 'x',
  },
  ...{
    days: 2,
    count: 2,
    symptom: 'x',
    date: 'x',
    label: 'x',
    level: 'x',
    from: 'x',
    to: 'x',
    reason: 'x',
    status: 'x',
    importance: 'x',
  },
  ...{ query: 'x', change: 'x', day: 'x', doses: 2, en: 'x', zh: 'x', gap: 1, left: 1 },
  ...{ score: 1, timing: 'x', value: 1, department: 'x' },
  ...{ time: 'x', when: 'x', doctor: 'x', times: 'x', term: 'x', xp: 1, parts: 'x', number: '999' },
  ...{ value: 1, grade: 2, hours: 7, measure: 'x', previous: 1, change: 1, trend: 'x' },
  ...{ low: 1, high: 5, mean: 3, day: 'x', score: 80, severity: 'x', minutes: 5 },
  ...{ next: 2, rank: 'x', progress: 1, target: 7, state: 'x' },
  ...{ percent: 50, taken: 1, due: 2, step: 1, period: 'x' },
  ...{ patient: 'x', relationship: 'x' },
};

describe('message catalogs', () => {
  it('split into parts that share no id (one would hide the other)', () => {
    const start = Object.keys(catalogParts.start.en);
    expect(start.filter((id) => id in catalogParts.rest.en)).toEqual([]);
    // the first screens' part holds what they show: their features, errors and validation
    for (const prefix of [
      'common.',
      'app.',
      'welcome.',
      'onboarding.',
      'auth.',
      'error.',
      'validation.',
    ]) {
      expect(
        start.some((id) => id.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('have the same ids in English and Traditional Chinese', () => {
    expect(Object.keys(catalogs['zh-HK']).sort()).toEqual(Object.keys(catalogs.en).sort());
  });

  it('hold only messages that format (valid ICU syntax, no empty text)', () => {
    for (const locale of ['en', 'zh-HK'] as const) {
      const problems: string[] = [];
      const intl = createIntl({
        locale,
        messages: catalogs[locale],
        onError: (error) => problems.push(error.message),
      });
      for (const [id, text] of Object.entries(catalogs[locale])) {
        expect(text.trim(), `${locale} ${id}`).not.toBe('');
        intl.formatMessage({ id }, VALUES);
      }
      expect(problems, locale).toEqual([]);
    }
  });
});
