import { describe, expect, it } from 'vitest';
import { parseDayMonthYear, parseIsoDate } from './dates';
import {
  discontinueSchema,
  normaliseStrength,
  parseQuantity,
  prescriptionSchema,
  refillSchema,
} from './medication';

describe('strength', () => {
  it.each([
    ['500mg', '500mg'],
    ['500 mg', '500mg'],
    ['500MG', '500mg'],
    ['0.5g', '0.5g'],
    ['.5g', '0.5g'],
    ['１０ｍｇ', '10mg'],
    ['２０毫克', '20mg'],
    ['1克', '1g'],
    ['2.50mg', '2.5mg'],
    ['40', '40'],
    ['0mg', null],
    ['-5mg', null],
    ['5 mgs', null],
    ['500mcg', null],
    ['five mg', null],
    ['500mg twice', null],
    ['', null],
  ])('%j → %j', (typed, expected) => {
    expect(normaliseStrength(typed)).toBe(expected);
  });
});

describe('quantity', () => {
  it.each([
    ['30', 30],
    [' 30 ', 30],
    ['０３０', 30],
    ['10000', 10000],
    ['10001', null],
    ['0', null],
    ['1.5', null],
    ['1e3', null],
    ['三十', null],
    ['', null],
  ])('%j → %j', (typed, expected) => {
    expect(parseQuantity(typed)).toBe(expected);
  });
});

describe('dates as typed', () => {
  it.each([
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', null],
    ['2026-02-30', null],
    ['2026-13-01', null],
    ['2026-1-01', null],
    ['2026-01-011', null],
    ['0999-01-01', null],
  ])('YYYY-MM-DD %j → %j', (typed, expected) => {
    expect(parseIsoDate(typed)).toBe(expected);
  });
  it.each([
    ['31/12/2030', '2030-12-31'],
    ['31/02/2030', null],
    ['2030-12-31', null],
    ['1/1/2030', null],
  ])('DD/MM/YYYY %j → %j', (typed, expected) => {
    expect(parseDayMonthYear(typed)).toBe(expected);
  });
});

const errorsOf = (schema: { validateSync(v: unknown, o: object): unknown }, value: unknown) => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: Array<{ path: string; message: string }> }).inner.map(
      (e) => `${e.path}: ${e.message}`,
    );
  }
};

describe('the medication form, as the spec lists its messages', () => {
  const today = '2026-11-23';
  const form = {
    name: 'Ondansetron',
    strength: '8mg',
    quantity: '20',
    medicationType: 'tablet',
    expirationDate: '2027-06-30',
    dosageInstructions: 'One tablet when needed',
    usedFor: 'Nausea',
    scheduleTimes: ['08:00'],
    intakeTiming: 'before_meal',
    startDate: '2026-11-23',
  };
  it('accepts a complete form', () => {
    expect(errorsOf(prescriptionSchema(today), form)).toEqual([]);
  });
  it('reports every problem by field at once', () => {
    expect(
      errorsOf(prescriptionSchema(today), {
        ...form,
        name: '',
        strength: '8 mgs',
        quantity: '0',
        expirationDate: today,
        medicationType: '',
      }),
    ).toEqual([
      'name: medication_name_required',
      'strength: strength_invalid',
      'quantity: quantity_invalid',
      'medicationType: medication_type_required',
      'expirationDate: expiration_date_invalid',
    ]);
  });
  it('checks a refill per medication and the discontinue reason', () => {
    expect(errorsOf(refillSchema(today), { refills: [] })).toEqual([
      'refills: select_medication_to_refill',
    ]);
    expect(
      errorsOf(refillSchema(today), {
        refills: [{ prescriptionId: 'a', quantity: '0', expiry: '23/11/2026' }],
      }),
    ).toEqual([
      'refills[0].quantity: enter_valid_quantity',
      'refills[0].expiry: enter_valid_future_date',
    ]);
    expect(errorsOf(discontinueSchema, { reason: ' ' })).toEqual([
      'reason: discontinue_reason_required',
    ]);
  });
});
