import { describe, expect, it } from 'vitest';
import { chunksBeforeDone, splitIntoChunks } from './reply-stream';

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

describe('chunksBeforeDone', () => {
  it('leaves the last chunk to REPLY_DONE, which carries the whole text', () => {
    const text = 'one two three four five six seven eight nine';
    expect(chunksBeforeDone(text)).toEqual(['one two three four ', 'five six seven eight ']);
    expect(text.startsWith(chunksBeforeDone(text).join(''))).toBe(true);
  });

  it('sends a one-chunk reply as REPLY_DONE alone', () => {
    expect(chunksBeforeDone('Thank you.')).toEqual([]);
    expect(chunksBeforeDone('')).toEqual([]);
  });
});
