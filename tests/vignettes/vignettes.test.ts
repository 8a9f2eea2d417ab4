// Every written vignette through the real interview: the level must be the rulebook's.
import { afterAll, describe, expect, it } from 'vitest';
import { agreementTable, describeFailure, runAll } from './agreement';
import { loadVignettes } from './load';

const outcomes = runAll(loadVignettes());

describe('vignettes', () => {
  it('there are at least 150, half in each language', () => {
    const chinese = outcomes.filter((o) => o.vignette.language === 'zh-HK').length;
    expect(outcomes.length).toBeGreaterThanOrEqual(150);
    expect(Math.min(chinese, outcomes.length - chinese)).toBeGreaterThanOrEqual(75);
  });

  it.each(outcomes.map((o) => [o.vignette.id, o] as const))('%s', (_id, outcome) => {
    expect(outcome.problems, describeFailure(outcome)).toEqual([]);
  });

  afterAll(() => {
    console.log(`Vignette agreement\n${agreementTable(outcomes)}`);
  });
});
