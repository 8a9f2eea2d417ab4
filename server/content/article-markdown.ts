// Reads an article written as Markdown: a front matter with its title, description and
// picture's alt text, then blocks separated by blank lines: '### ' headings, '![alt](src)'
// pictures, and paragraphs (one line each). Only what the library shows is understood;
// anything else is an error, so a typo is caught by the content test, not by a reader.
import type { ArticleText, ContentBlock } from './article-source';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const IMAGE = /^!\[([^\]]+)\]\((\/[\w./-]+)\)$/;

export function parseArticleMarkdown(markdown: string, source: string): ArticleText {
  const text = markdown.replace(/\r\n/g, '\n');
  const front = FRONT_MATTER.exec(text);
  if (!front) throw new Error(`${source}: no front matter`);
  const fields = Object.fromEntries(
    front[1].split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  for (const key of ['title', 'description', 'imageAlt'])
    if (!fields[key]) throw new Error(`${source}: front matter lacks ${key}`);
  const blocks = text
    .slice(front[0].length)
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): ContentBlock => {
      if (chunk.includes('\n'))
        throw new Error(`${source}: a block spans lines: ${chunk.slice(0, 40)}`);
      if (chunk.startsWith('### ')) return { type: 'h3', text: chunk.slice(4).trim() };
      const image = IMAGE.exec(chunk);
      if (image) return { type: 'img', alt: image[1].trim(), src: image[2] };
      if (/^[#!]/.test(chunk))
        throw new Error(`${source}: not a heading or picture: ${chunk.slice(0, 40)}`);
      return { type: 'p', text: chunk };
    });
  return {
    title: fields.title,
    description: fields.description,
    imageAlt: fields.imageAlt,
    blocks,
  };
}
