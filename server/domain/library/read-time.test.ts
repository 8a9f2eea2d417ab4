import { describe, expect, it } from 'vitest';
import { readTimeMinutes } from './read-time';

describe('read time', () => {
  it('counts the words of headings and paragraphs at 200 a minute, rounding up', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readTimeMinutes([{ type: 'p', text: words(200) }])).toBe(1);
    expect(
      readTimeMinutes([
        { type: 'h3', text: words(1) },
        { type: 'p', text: words(200) },
      ]),
    ).toBe(2);
    expect(readTimeMinutes([{ type: 'img', src: '/x.svg', alt: words(500) }])).toBe(1);
  });
});
