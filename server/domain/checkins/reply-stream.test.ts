import { describe, expect, it } from 'vitest';
import type { AppPubSub } from '../../pubsub';
import { splitIntoChunks, streamReply } from './reply-stream';

describe('splitIntoChunks', () => {
  it.each([
    'How are you feeling today, Tai Man?',
    '  leading and  double spaces ',
    '你今日覺得點樣？有冇發燒？',
    'Mixed 中英 text, 7/10 pain.',
    '',
  ])('joins back to exactly %j', (text) => {
    expect(splitIntoChunks(text).join('')).toBe(text);
  });

  it('gives a long reply several chunks, so it visibly grows', () => {
    expect(splitIntoChunks('one two three four five six seven').length).toBe(2);
  });
});

describe('streamReply', () => {
  const published = async (text: string) => {
    const events: Array<{ type: string; text?: string }> = [];
    const pubsub = { publish: (_topic: string, _id: string, event: never) => events.push(event) };
    await streamReply(
      pubsub as unknown as AppPubSub,
      { sessionId: 's', messageId: 'm', text, createdAt: new Date(0), quickReplies: [] },
      0,
    );
    return events.map((event) => [event.type, event.text]);
  };

  it('leaves the last chunk to REPLY_DONE, which carries the whole text', async () => {
    const text = 'one two three four five six seven eight nine';
    expect(await published(text)).toEqual([
      ['REPLY_CHUNK', 'one two three four '],
      ['REPLY_CHUNK', 'five six seven eight '],
      ['REPLY_DONE', text],
    ]);
  });

  it('sends a one-chunk reply as REPLY_DONE alone', async () => {
    expect(await published('Thank you.')).toEqual([['REPLY_DONE', 'Thank you.']]);
    expect(await published('')).toEqual([['REPLY_DONE', '']]);
  });
});
