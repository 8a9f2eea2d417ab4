import { describe, expect, it } from 'vitest';
import { panelResponse } from './expanding-panel';

describe('the article panel', () => {
  it('expands after scrolling or swiping up by more than 20 px, not by 20', () => {
    expect(panelResponse({ kind: 'scroll', scrollTop: 21, startTop: 0 })).toBe('expand');
    expect(panelResponse({ kind: 'scroll', scrollTop: 20, startTop: 0 })).toBeNull();
    expect(panelResponse({ kind: 'swipe', startY: 500, currentY: 479, scrollTop: 0 })).toBe(
      'expand',
    );
    expect(panelResponse({ kind: 'swipe', startY: 500, currentY: 480, scrollTop: 0 })).toBeNull();
    expect(panelResponse({ kind: 'swipe', startY: 400, currentY: 460, scrollTop: 0 })).toBeNull();
  });
  it('collapses back at the top', () => {
    expect(panelResponse({ kind: 'scroll', scrollTop: 0, startTop: 120 })).toBe('collapse');
  });
});
