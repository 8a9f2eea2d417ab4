import { describe, expect, it } from 'vitest';
import { grantedPages, grantForPath, mayOpen } from './grant-pages';

describe('a carer’s pages from the grants', () => {
  it('finds the grant of a page and of its sub-pages', () => {
    expect(grantForPath('/chatbot')).toBe('CHECK_IN');
    expect(grantForPath('/chatbot_voice')).toBe('CHECK_IN');
    expect(grantForPath('/medication_details/12')).toBe('MEDICATIONS');
    expect(grantForPath('/appointment_scheduler')).toBe('APPOINTMENTS');
    expect(grantForPath('/carer_home')).toBeNull();
  });

  it('lists the granted pages in the navigation’s order', () => {
    expect(grantedPages(['MESSAGES', 'CHECK_IN']).map((page) => page.to)).toEqual([
      '/chatbot',
      '/carer_messages',
    ]);
    expect(grantedPages([])).toEqual([]);
  });

  it('opens only what was granted, and the home always', () => {
    expect(mayOpen(['WELLNESS'], '/dashboard')).toBe(true);
    expect(mayOpen(['WELLNESS'], '/chatbot')).toBe(false);
    expect(mayOpen([], '/carer_home')).toBe(true);
  });
});
