import { describe, expect, it } from 'vitest';
import { stepProblem } from './step-problem';

describe('stepProblem', () => {
  it('names what is missing with the shared message ids', () => {
    expect(stepProblem(1, { fullName: '  ' })).toBe('full_name_required');
    expect(stepProblem(2, {})).toBe('select_dob');
    expect(stepProblem(6, { bloodType: 'AB' })).toBe('select_full_blood_type');
    expect(stepProblem(8, { activities: [] })).toBe('select_at_least_one');
  });

  it('accepts a complete answer', () => {
    expect(stepProblem(1, { fullName: 'Chan Tai Man' })).toBeUndefined();
    expect(stepProblem(5, { weightUnit: 'lbs', weightValue: 150 })).toBeUndefined();
    expect(stepProblem(5, { weightUnit: 'kg', weightValue: 151 })).toBe('select_weight');
  });
});
