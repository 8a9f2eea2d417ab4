// Every article of the care library, in id order (the spec's numbering by category). Each
// is written in two Markdown files beside this one, <file>.en.md and <file>.zh-HK.md.
import fs from 'node:fs';
import type { ArticleCategory } from '#common/library';
import { LANGUAGES, type Language } from '#common/language';
import type { ArticleSource, ArticleText } from '../article-source';
import { parseArticleMarkdown } from '../article-markdown';
import { repoPath } from '../../repo-root';

const CATALOGUE: { id: number; category: ArticleCategory; image: string; file: string }[] = [
  {
    id: 1,
    category: 'nutrition',
    image: '/library/eating-well.svg',
    file: '01-eating-well-during-chemotherapy',
  },
  {
    id: 2,
    category: 'nutrition',
    image: '/library/taste-changes.svg',
    file: '02-taste-changes-and-sore-mouth',
  },
  { id: 3, category: 'wellness', image: '/library/sleep.svg', file: '03-sleeping-better' },
  { id: 4, category: 'wellness', image: '/library/fatigue.svg', file: '04-living-with-fatigue' },
  { id: 5, category: 'health', image: '/library/fever.svg', file: '05-fever-during-treatment' },
  { id: 6, category: 'exercise', image: '/library/walking.svg', file: '06-gentle-exercise' },
  {
    id: 7,
    category: 'support',
    image: '/library/appointment.svg',
    file: '07-making-the-most-of-appointments',
  },
  {
    id: 8,
    category: 'mental_health',
    image: '/library/calm-mind.svg',
    file: '08-coping-with-worry-and-low-mood',
  },
];

function readText(file: string, language: Language): ArticleText {
  const name = `${file}.${language}.md`;
  return parseArticleMarkdown(
    fs.readFileSync(repoPath('server/content/articles', name), 'utf8'),
    name,
  );
}

export const ARTICLES: readonly ArticleSource[] = CATALOGUE.map(({ file, ...article }) => ({
  ...article,
  ...(Object.fromEntries(
    LANGUAGES.map((language) => [language, readText(file, language)]),
  ) as Record<Language, ArticleText>),
}));
