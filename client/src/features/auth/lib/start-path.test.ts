import { describe, expect, it } from 'vitest';
import { startPathAfterSignIn } from './start-path';

describe('startPathAfterSignIn', () => {
  it('resumes an unfinished assessment', () => {
    expect(startPathAfterSignIn('patient', 0)).toBe('/assessment01');
    expect(startPathAfterSignIn('patient', null)).toBe('/assessment01');
    expect(startPathAfterSignIn('patient', 4)).toBe('/assessment05');
    expect(startPathAfterSignIn('patient', 9)).toBe('/home');
  });

  it('sends doctors to their own home', () => {
    expect(startPathAfterSignIn('doctor', 0)).toBe('/doctor_home');
  });
});
