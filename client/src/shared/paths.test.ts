import { describe, expect, it } from 'vitest';
import { assessmentPath, startPathAfterSignIn } from './paths';

describe('paths', () => {
  it('names the assessment pages with two digits', () => {
    expect(assessmentPath(1)).toBe('/assessment01');
    expect(assessmentPath(9)).toBe('/assessment09');
  });

  it('resumes an unfinished assessment after sign-in', () => {
    expect(startPathAfterSignIn('patient', 0)).toBe('/assessment01');
    expect(startPathAfterSignIn('patient', null)).toBe('/assessment01');
    expect(startPathAfterSignIn('patient', 4)).toBe('/assessment05');
    expect(startPathAfterSignIn('patient', 9)).toBe('/home');
  });

  it('sends doctors to their own home', () => {
    expect(startPathAfterSignIn('doctor', 0)).toBe('/doctor_home');
  });
});
