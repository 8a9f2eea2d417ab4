import { describe, expect, it } from 'vitest';
import { cardMessages, withLiveMessage } from './notification-list';

describe('notifications', () => {
  it('adds a live message once, at the top, counting it unread', () => {
    const start = { unread: 1, messages: [{ id: 'a', readAt: null }] };
    const once = withLiveMessage(start, { id: 'b', readAt: null });
    expect(once).toEqual({
      unread: 2,
      messages: [
        { id: 'b', readAt: null },
        { id: 'a', readAt: null },
      ],
    });
    expect(withLiveMessage(once, { id: 'b', readAt: null })).toBe(once);
  });

  it('shows the newest message not dismissed on the card, and how many more', () => {
    expect(cardMessages([{ id: 'c', dismissedAt: 'x' }, { id: 'b' }, { id: 'a' }])).toEqual({
      shown: { id: 'b' },
      more: 1,
    });
    expect(cardMessages([{ id: 'a', dismissedAt: 'x' }])).toEqual({ shown: null, more: 0 });
  });
});
