import { describe, expect, it } from 'vitest';
import { splitIntoChunks } from './reply-stream';

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
