import { describe, expect, it } from 'vitest';
import { emptyDigits, isComplete, pasteDigits, typeDigit } from './otp-digits';

describe('OTP boxes', () => {
  it('keeps one digit per box and moves forward', () => {
    expect(typeDigit(emptyDigits(), 0, '7')).toEqual({
      digits: ['7', '', '', '', '', ''],
      focus: 1,
    });
    expect(typeDigit(['7', '', '', '', '', ''], 0, '73').digits[0]).toBe('3');
  });

  it('ignores anything that is not a digit', () => {
    expect(typeDigit(emptyDigits(), 2, 'a')).toEqual({ digits: emptyDigits(), focus: 2 });
  });

  it('stays on the last box', () => {
    expect(typeDigit(['1', '2', '3', '4', '5', ''], 5, '6').focus).toBe(5);
  });

  it('fills every box from a pasted code', () => {
    expect(pasteDigits('Your code: 123 456')).toEqual({
      digits: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    });
    expect(pasteDigits('12')).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
    expect(pasteDigits('none')).toBeNull();
  });

  it('is complete only with six digits', () => {
    expect(isComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
  });
});
