// Noto Sans TC (@fontsource-variable/noto-sans-tc) for Chinese characters only. The font
// comes first in the app's font list, so a page with Chinese uses it on every device
// (Chromium puts a later font in the list after its own fallback, and shows empty boxes
// on a device without a Chinese font). Its faces also cover Latin letters, digits and
// punctuation: this build step keeps only the Chinese blocks in every face's unicode-range,
// so Latin text stays in the device's own font and an English page downloads no font file.
import type { Plugin } from 'vite';

/** The blocks Chinese text uses: radicals, CJK punctuation and ideographs (with kana and
 * bopomofo between them), compatibility ideographs and forms, full-width forms, and the
 * supplementary ideographs. */
const CHINESE_BLOCKS: readonly [number, number][] = [
  [0x2e80, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x20000, 0x3ffff],
];
/** The package's stylesheet (main.tsx imports it from JS, so it passes through transform). */
export const FONT_CSS = /@fontsource-variable[\\/]noto-sans-tc[\\/]index\.css$/;

const hex = (n: number) => n.toString(16);

/** A unicode-range value cut down to the parts inside CHINESE_BLOCKS. */
export function chineseRanges(value: string): string {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .flatMap((range) => {
      const [from, to = from] = range.split('-').map((digits) => parseInt(digits, 16));
      return CHINESE_BLOCKS.flatMap(([first, last]) => {
        const start = Math.max(from, first);
        const end = Math.min(to, last);
        if (start > end) return [];
        return [start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`];
      });
    })
    .join(',');
}

/** The stylesheet with each face's range narrowed, and the faces left without one dropped. */
export function chineseFacesOnly(css: string): string {
  return css.replace(/@font-face\s*{[^}]*}/g, (face) => {
    const range = /unicode-range:\s*([^;}]+)/.exec(face);
    if (!range) return face;
    const chinese = chineseRanges(range[1]);
    return chinese ? face.replace(range[1], chinese) : '';
  });
}

export function chineseFontRanges(): Plugin {
  return {
    name: 'florence:chinese-font-ranges',
    enforce: 'pre',
    transform(code, id) {
      return FONT_CSS.test(id) ? { code: chineseFacesOnly(code), map: null } : null;
    },
  };
}
