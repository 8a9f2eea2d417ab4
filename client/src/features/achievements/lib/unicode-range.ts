// Which @font-face files a piece of text needs: a face's unicode-range ("U+4E00-9FFF,
// U+3000", wildcards "U+4??") against the text's characters. Pure, for the share picture.

/** The ranges of a unicode-range value, as [first, last] code points. */
export function parseUnicodeRange(value: string): Array<[number, number]> {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^u\+/i, ''))
    .filter(Boolean)
    .map((part): [number, number] => {
      if (part.includes('?'))
        return [parseInt(part.replace(/\?/g, '0'), 16), parseInt(part.replace(/\?/g, 'F'), 16)];
      const [first, last = first] = part.split('-');
      return [parseInt(first!, 16), parseInt(last!, 16)];
    })
    .filter(([first, last]) => Number.isFinite(first) && Number.isFinite(last));
}

/** Whether a face with this unicode-range (empty: every character) draws any of the text. */
export function rangeCovers(value: string, text: string): boolean {
  if (!value.trim()) return true;
  const ranges = parseUnicodeRange(value);
  for (const character of text) {
    const point = character.codePointAt(0)!;
    if (ranges.some(([first, last]) => point >= first && point <= last)) return true;
  }
  return false;
}
