import { describe, expect, it } from 'vitest';
import { stronger, urgentOf } from './urgent-level';

describe('urgent level', () => {
  it('treats only red and orange findings as urgent', () => {
    expect(urgentOf('RED')).toBe('RED');
    expect(urgentOf('ORANGE')).toBe('ORANGE');
    expect(urgentOf('YELLOW')).toBeNull();
    expect(urgentOf(undefined)).toBeNull();
  });

  it('keeps the more serious of two levels', () => {
    expect(stronger(null, 'ORANGE')).toBe('ORANGE');
    expect(stronger('ORANGE', 'RED')).toBe('RED');
    expect(stronger('RED', 'ORANGE')).toBe('RED');
    expect(stronger('RED', null)).toBe('RED');
    expect(stronger(null, null)).toBeNull();
  });
});
