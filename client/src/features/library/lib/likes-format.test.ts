import { describe, expect, it } from 'vitest';
import { formatLikes } from './likes-format';

describe('likes', () => {
  it('show small counts as they are', () => {
    expect([0, 1, 999].map(formatLikes)).toEqual(['0', '1', '999']);
  });
  it('show thousands as K, rounded down', () => {
    expect([1000, 1999, 12_345, 999_999].map(formatLikes)).toEqual(['1K', '1K', '12K', '999K']);
  });
  it('show a million and more as M with one decimal, rounded down', () => {
    expect([1_000_000, 1_250_000, 1_999_999, 23_456_789].map(formatLikes)).toEqual([
      '1.0M',
      '1.2M',
      '1.9M',
      '23.4M',
    ]);
  });
});
