import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initials for an avatar', () => {
  it('takes the first and last name, skipping a title', () => {
    expect(initialsOf('Dr. Mei Chan')).toBe('MC');
    expect(initialsOf('dr mei chan')).toBe('MC');
    expect(initialsOf('chan tai man')).toBe('CM');
    expect(initialsOf('  Cheung  ')).toBe('C');
  });
  it('takes the surname of a Chinese name, and a mark when there is no name', () => {
    expect(initialsOf('陳大文')).toBe('陳');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('Dr.')).toBe('?');
  });
});
