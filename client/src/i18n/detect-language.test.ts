import { describe, expect, it } from 'vitest';
import { cookieValue, normaliseLanguage, pickLanguage } from './detect-language';

describe('language detection', () => {
  it('maps every Chinese tag to zh-HK and anything else to English', () => {
    expect(normaliseLanguage('zh')).toBe('zh-HK');
    expect(normaliseLanguage('zh-TW')).toBe('zh-HK');
    expect(normaliseLanguage('ZH_cn')).toBe('zh-HK');
    expect(normaliseLanguage('en-GB')).toBe('en');
    expect(normaliseLanguage('fr')).toBe('en');
  });

  it('takes the first source that says anything, in order', () => {
    expect(pickLanguage([null, undefined, '', 'zh-HK', 'en'])).toBe('zh-HK');
    expect(pickLanguage(['en', 'zh-HK'])).toBe('en');
    expect(pickLanguage(['fr', 'zh'])).toBe('en');
  });

  it('falls back to English when no source says anything', () => {
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage([null, '  '])).toBe('en');
  });

  it('reads one cookie out of a cookie string', () => {
    expect(cookieValue('a=1; lng=zh-HK; b=2', 'lng')).toBe('zh-HK');
    expect(cookieValue('xlng=en', 'lng')).toBeUndefined();
    expect(cookieValue('', 'lng')).toBeUndefined();
  });
});
