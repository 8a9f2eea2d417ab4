import { describe, expect, it } from 'vitest';
import { parseArticleMarkdown } from './article-markdown';

const article = `---
title: Sleeping better
description: A steady routine helps.
imageAlt: A moon over a bed
---

### Build a routine

Go to bed at the same time.

![A clock at ten](/library/clock.svg)
`;

describe('an article written in Markdown', () => {
  it('gives its front matter and its blocks', () => {
    expect(parseArticleMarkdown(article, 'a.md')).toEqual({
      title: 'Sleeping better',
      description: 'A steady routine helps.',
      imageAlt: 'A moon over a bed',
      blocks: [
        { type: 'h3', text: 'Build a routine' },
        { type: 'p', text: 'Go to bed at the same time.' },
        { type: 'img', alt: 'A clock at ten', src: '/library/clock.svg' },
      ],
    });
  });

  it('refuses what the library cannot show, naming the file', () => {
    expect(() => parseArticleMarkdown('### no front matter', 'b.md')).toThrow(
      /b\.md: no front matter/,
    );
    expect(() => parseArticleMarkdown(article.replace('### Build', '## Build'), 'c.md')).toThrow(
      /c\.md/,
    );
    expect(() =>
      parseArticleMarkdown(article.replace('](/library', '](https://x.org'), 'd.md'),
    ).toThrow(/d\.md/);
    expect(() =>
      parseArticleMarkdown(article.replace('imageAlt: A moon over a bed\n', ''), 'e.md'),
    ).toThrow(/imageAlt/);
  });
});
