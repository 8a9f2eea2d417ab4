import { describe, expect, it } from 'vitest';
import { maskDayMonthYear, maskIsoDate, splitChips } from './masks';

describe('expiration date input', () => {
  it.each([
    ['2', '2'],
    ['2027', '2027'],
    ['2027-', '2027-'],
    ['20270', '2027-0'],
    ['202706', '2027-06'],
    ['20270630', '2027-06-30'],
    ['2027-06-30', '2027-06-30'],
    ['2027/06/30', '2027-06-30'],
    ['2027-06-301', '2027-06-30'],
    ['２０２７０６３０', '2027-06-30'],
    ['abc', ''],
  ])('%j keeps %j', (typed, kept) => {
    expect(maskIsoDate(typed)).toBe(kept);
    expect(maskIsoDate(typed).length).toBeLessThanOrEqual(10);
  });
});

describe('refill expiry input', () => {
  it.each([
    ['3', '3'],
    ['3112', '31/12'],
    ['31122027', '31/12/2027'],
    ['31/12/2027', '31/12/2027'],
    ['311220271', '31/12/2027'],
    ['31-12-2027', '31/12/2027'],
  ])('%j keeps %j', (typed, kept) => {
    expect(maskDayMonthYear(typed)).toBe(kept);
  });
});

describe('side-effect chips', () => {
  it('splits on English and Chinese commas and drops blanks', () => {
    expect(splitChips(' nausea, hair loss ,，疲倦、 ')).toEqual(['nausea', 'hair loss', '疲倦']);
  });
});
