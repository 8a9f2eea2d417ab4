import { describe, expect, it } from 'vitest';
import { convertHeight, convertWeight, rulerMarks } from './units';

describe('weight conversion', () => {
  it('converts with 2.20462 lbs per kg, rounded', () => {
    expect(convertWeight(60, 'kg', 'lbs')).toBe(132);
    expect(convertWeight(132, 'lbs', 'kg')).toBe(60);
    expect(convertWeight(75, 'kg', 'lbs')).toBe(165);
  });

  it('stays inside the range of the new unit', () => {
    expect(convertWeight(30, 'kg', 'lbs')).toBe(66);
    expect(convertWeight(150, 'kg', 'lbs')).toBe(330);
    expect(convertWeight(66, 'lbs', 'kg')).toBe(30);
  });

  it('leaves a value alone when the unit does not change', () => {
    expect(convertWeight(61, 'kg', 'kg')).toBe(61);
  });
});

describe('height conversion', () => {
  it('converts between cm and inches, rounded and clamped', () => {
    expect(convertHeight(170, 'cm', 'in')).toBe(67);
    expect(convertHeight(67, 'in', 'cm')).toBe(170);
    expect(convertHeight(250, 'cm', 'in')).toBe(98);
    expect(convertHeight(20, 'in', 'cm')).toBe(51);
  });
});

describe('ruler marks', () => {
  it('marks every 5 units inside the range', () => {
    expect(rulerMarks([30, 45])).toEqual([30, 35, 40, 45]);
    expect(rulerMarks([66, 80])).toEqual([70, 75, 80]);
  });
});
