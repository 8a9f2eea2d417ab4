import { describe, expect, it } from 'vitest';
import { formatClinicDate, formatSlotTime, normaliseSlotTime, specialtyName } from './appointments';

describe('slot times', () => {
  it('reads a slot the way people and older clients write it', () => {
    const cases: [string, string][] = [
      ['09:30 AM', '09:30'],
      ['9:30am', '09:30'],
      ['02:00 pm', '14:00'],
      ['2:00 P.M.', '14:00'],
      ['下午3:00', '15:00'],
      ['上午 10：30', '10:30'],
      ['0930', '09:30'],
      ['13:00', '13:00'],
      ['12:00 am', '00:00'],
      ['12:30 pm', '12:30'],
    ];
    for (const [written, slot] of cases) expect(normaliseSlotTime(written), written).toBe(slot);
  });

  it('leaves what is no time as it is, for the rules to refuse', () => {
    for (const written of ['noon', '13:00 pm', '25:00', '9:75', ''])
      expect(normaliseSlotTime(written)).toBe(written);
  });

  it('writes a slot as the spec shows it, in both languages', () => {
    expect(formatSlotTime('09:30', 'en')).toBe('09:30 AM');
    expect(formatSlotTime('15:00', 'en')).toBe('03:00 PM');
    expect(formatSlotTime('15:00', 'zh-HK')).toMatch(/^下午\s?03:00$/);
  });

  it('writes a calendar date without shifting it by a time zone', () => {
    expect(formatClinicDate('2026-11-24', 'en')).toBe('Tue, 24 Nov 2026');
    expect(formatClinicDate('2026-11-24', 'zh-HK')).toContain('2026年11月24日');
  });

  it('names a specialty in each language, and nothing for an unknown key', () => {
    expect(specialtyName('clinical_oncology', 'zh-HK')).toBe('臨床腫瘤科');
    expect(specialtyName('astrology', 'en')).toBe('');
    expect(specialtyName(null, 'en')).toBe('');
  });
});
