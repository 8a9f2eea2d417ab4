// Chinese in the PDF: Noto Sans TC from npm (@fontsource-variable/noto-sans-tc, the font
// the client shows), whose files each cover a range of characters. A line is cut into
// runs that one file covers; the PDF embeds only the glyphs it uses from each file.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const FONT_DIR = path.dirname(require.resolve('@fontsource-variable/noto-sans-tc/package.json'));

type Coverage = { name: string; ranges: Array<[number, number]> };

let coverage: Coverage[] | null = null;

function loadCoverage(): Coverage[] {
  const table = JSON.parse(fs.readFileSync(path.join(FONT_DIR, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  return Object.entries(table).map(([key, value]) => ({
    name: key.replace(/[[\]]/g, ''),
    ranges: value.split(',').map((range) => {
      const [first, last = first] = range.trim().replace(/^U\+/, '').split('-');
      return [parseInt(first, 16), parseInt(last, 16)] as [number, number];
    }),
  }));
}

/** The font file's name part that covers a character ('latin' for anything not covered). */
function fileFor(codePoint: number): string {
  coverage ??= loadCoverage();
  const found = coverage.find(({ ranges }) =>
    ranges.some(([a, b]) => codePoint >= a && codePoint <= b),
  );
  return found?.name ?? 'latin';
}

export const fontPath = (name: string) =>
  path.join(FONT_DIR, 'files', `noto-sans-tc-${name}-wght-normal.woff2`);

/** A line as runs of one font file each, in order. */
export function fontRuns(text: string): Array<{ font: string; text: string }> {
  const runs: Array<{ font: string; text: string }> = [];
  for (const char of text) {
    const font = fileFor(char.codePointAt(0)!);
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
