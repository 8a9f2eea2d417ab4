import { describe, expect, it } from 'vitest';
import { catalogueMatch, initialValues, toInput, withName } from './prescription-form';

describe('the medication name', () => {
  it.each([
    ['Tamoxifen', 'tamoxifen'],
    ['  tamoxifen ', 'tamoxifen'],
    ['他莫昔芬', 'tamoxifen'],
    ['Tamoxifen 20mg', null],
    ['Tamoxifenn', null],
    ['Panadol', null],
  ])('%j links %j', (typed, key) => {
    expect(catalogueMatch(typed)).toBe(key);
  });

  it('fills what is empty from the catalogue, in the doctor’s language, and keeps what was typed', () => {
    const empty = initialValues(null, '2026-11-23');
    const linked = withName({ ...empty, strength: '10mg' }, '昂丹司瓊', 'zh-HK');
    expect(linked).toMatchObject({
      catalogKey: 'ondansetron',
      strength: '10mg',
      medicationType: 'tablet',
      usedFor: '噁心及嘔吐',
    });
    expect(toInput(linked).name).toBe('Ondansetron');
    expect(withName(linked, 'My own mix', 'en')).toMatchObject({
      catalogKey: null,
      name: 'My own mix',
    });
  });
});
