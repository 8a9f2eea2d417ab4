// Every zh-HK text of the app keeps to docs/glossary.md: none of the words in its "never"
// column (簽到 for a check-in, 您, 急診室 …). The list is read from the glossary itself,
// so the rule and its test cannot drift apart.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogParts } from '../../client/src/app/i18n-catalogs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The words of the glossary table's "never" column. */
export function bannedWords(glossary: string): string[] {
  const rows = glossary.split('\n').filter((line) => line.startsWith('|'));
  const header = rows[0]!.split('|').map((cell) => cell.trim());
  const never = header.indexOf('never');
  return rows
    .slice(2)
    .flatMap((row) => (row.split('|')[never] ?? '').split(','))
    .map((word) => word.trim())
    .filter(Boolean);
}

const BANNED = bannedWords(readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8'));

/** Files holding texts people see; tests and patients' input vocabularies aside. */
function textFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|md)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/\.test\.tsx?$|generated|-words\.ts$/.test(file));
}

describe('the glossary', () => {
  it('bans the words people would misread', () => {
    expect(BANNED).toEqual(expect.arrayContaining(['簽到', '您', '急診室', '警報']));
  });

  it('no zh-HK catalog text of the app uses a banned word', () => {
    const offending = Object.values(catalogParts).flatMap((part) =>
      Object.entries(part['zh-HK']).filter(([, text]) => BANNED.some((w) => text.includes(w))),
    );
    expect(offending).toEqual([]);
  });

  it('no text the server or the shared code writes uses a banned word', () => {
    const offending = ['server', 'common', 'client/src'].flatMap(textFiles).flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return BANNED.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`);
    });
    expect(offending).toEqual([]);
  });
});
