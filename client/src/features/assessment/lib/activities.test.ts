import { describe, expect, it } from 'vitest';
import { toggleActivity } from './activities';

describe('toggleActivity', () => {
  it('adds and removes activities', () => {
    expect(toggleActivity(['Jogging'], 'Swimming')).toEqual(['Jogging', 'Swimming']);
    expect(toggleActivity(['Jogging', 'Swimming'], 'Jogging')).toEqual(['Swimming']);
  });

  it('lets None clear every other choice', () => {
    expect(toggleActivity(['Jogging', 'Walking'], 'None')).toEqual(['None']);
  });

  it('lets another choice clear None', () => {
    expect(toggleActivity(['None'], 'Cycling')).toEqual(['Cycling']);
  });
});
