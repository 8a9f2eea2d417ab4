// The letters of an initials avatar (used where a person has no picture).
const TITLES = /^(dr|mr|mrs|ms|miss|prof)\.?$/i;

/** 'Dr. Mei Chan' → 'MC', 'chan tai man' → 'CM', '陳大文' → '陳', '' → '?'. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !TITLES.test(word));
  if (!words.length) return '?';
  const first = [...words[0]][0];
  // Chinese names are written without spaces; their first character is the surname.
  if (/\p{Script=Han}/u.test(first)) return first;
  const last = words.length > 1 ? [...words[words.length - 1]][0] : '';
  return (first + last).toLocaleUpperCase();
}
