import { describe, expect, it } from 'vitest';
import {
  chatReducer,
  emptyChat,
  isBusy,
  isThinking,
  visibleQuickReplies,
  type ChatAction,
  type ChatState,
} from './chat-state';

const run = (actions: ChatAction[], from: ChatState = emptyChat) =>
  actions.reduce(chatReducer, from);

const greeted = run([
  {
    type: 'loaded',
    messages: [{ id: 'b1', sender: 'BOT', text: 'Hello! How are you?' }],
    quickReplies: ['I feel fine', 'Tired'],
  },
]);

const chunk = (messageId: string, index: number, text: string): ChatAction => ({
  type: 'event',
  event: { type: 'REPLY_CHUNK', messageId, index, text },
});
const done = (messageId: string, text: string, quickReplies: string[] = []): ChatAction => ({
  type: 'event',
  event: { type: 'REPLY_DONE', messageId, text, quickReplies },
});
const userEvent = (messageId: string, text: string): ChatAction => ({
  type: 'event',
  event: { type: 'USER_MESSAGE', messageId, text },
});

describe('chat state', () => {
  it('shows the quick replies under Florence’s last message', () => {
    expect(visibleQuickReplies(greeted)).toEqual(['I feel fine', 'Tired']);
    expect(isBusy(greeted)).toBe(false);
  });

  it('thinks from the send until the first chunk, then grows the reply and replaces it with the whole text', () => {
    const sent = run([{ type: 'sending', tempId: 't1', text: 'Tired' }], greeted);
    expect(isThinking(sent)).toBe(true);
    expect(isBusy(sent)).toBe(true);
    expect(visibleQuickReplies(sent)).toEqual([]);

    const acked = run(
      [{ type: 'acknowledged', tempId: 't1', userMessageId: 'u1', replyId: 'b2' }],
      sent,
    );
    expect(acked.lines.map((l) => l.id)).toEqual(['b1', 'u1']);
    expect(isThinking(acked)).toBe(true);

    const first = run([chunk('b2', 0, 'Sorry to ')], acked);
    expect(isThinking(first)).toBe(false);
    expect(isBusy(first)).toBe(true);
    const second = run([chunk('b2', 1, 'hear that. ')], first);
    expect(second.lines.at(-1)).toMatchObject({
      id: 'b2',
      text: 'Sorry to hear that. ',
      streaming: true,
    });

    const finished = run([done('b2', 'Sorry to hear that. How severe is it?', ['1', '2'])], second);
    expect(finished.lines.at(-1)).toEqual({
      id: 'b2',
      sender: 'BOT',
      text: 'Sorry to hear that. How severe is it?',
      streaming: false,
    });
    expect(isBusy(finished)).toBe(false);
    expect(visibleQuickReplies(finished)).toEqual(['1', '2']);
  });

  it('ignores a repeated chunk and chunks after the reply is done; keeps chunks in index order', () => {
    const state = run(
      [chunk('b2', 1, 'world'), chunk('b2', 0, 'hello '), chunk('b2', 0, 'hello ')],
      greeted,
    );
    expect(state.lines.at(-1)?.text).toBe('hello world');
    const after = run([done('b2', 'Hello, world.'), chunk('b2', 2, ' extra')], state);
    expect(after.lines.at(-1)?.text).toBe('Hello, world.');
  });

  it('names our own message once when its USER_MESSAGE event comes before the acknowledgement', () => {
    const state = run(
      [
        { type: 'sending', tempId: 't1', text: 'I have chest pain' },
        userEvent('u1', 'I have chest pain'),
        chunk('b2', 0, 'Please '),
        { type: 'acknowledged', tempId: 't1', userMessageId: 'u1', replyId: 'b2' },
        userEvent('u1', 'I have chest pain'),
      ],
      greeted,
    );
    expect(state.lines.map((l) => `${l.sender}:${l.id}`)).toEqual(['BOT:b1', 'USER:u1', 'BOT:b2']);
    expect(state.pending?.replyId).toBe('b2');
    expect(isBusy(run([done('b2', 'Please call 999.')], state))).toBe(false);
  });

  it('ends the wait when the whole reply arrived before the acknowledgement', () => {
    const state = run(
      [
        { type: 'sending', tempId: 't1', text: 'Tired' },
        chunk('b2', 0, 'Ok'),
        done('b2', 'Ok.'),
        { type: 'acknowledged', tempId: 't1', userMessageId: 'u1', replyId: 'b2' },
      ],
      greeted,
    );
    expect(state.pending).toBeNull();
    expect(isBusy(state)).toBe(false);
  });

  it('adds a message sent from another tab, once', () => {
    const state = run([userEvent('u9', 'Fever'), userEvent('u9', 'Fever')], greeted);
    expect(state.lines.filter((l) => l.id === 'u9')).toHaveLength(1);
    expect(visibleQuickReplies(state)).toEqual([]);
  });

  it('takes back a failed message and offers the earlier quick replies again', () => {
    const state = run(
      [
        { type: 'sending', tempId: 't1', text: 'Tired' },
        { type: 'sendFailed', tempId: 't1' },
        { type: 'note', id: 'n1', text: 'Sorry' },
      ],
      greeted,
    );
    expect(state.lines.map((l) => l.id)).toEqual(['b1', 'n1']);
    expect(isBusy(state)).toBe(false);
    expect(visibleQuickReplies(state)).toEqual(['I feel fine', 'Tired']);
  });

  it('stops every stream when the session finishes elsewhere', () => {
    const state = run(
      [chunk('b2', 0, 'Half'), { type: 'event', event: { type: 'SESSION_FINISHED' } }],
      greeted,
    );
    expect(isBusy(state)).toBe(false);
    expect(state.quickReplies).toEqual([]);
  });
});
