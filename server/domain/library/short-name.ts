// How a comment names its author (spec): first name plus last initial, so other readers
// never see a full name. A Chinese name written without spaces is masked the way Hong
// Kong notices do: the surname and the last character, the middle hidden (陳〇文).
export function shortName(fullName: string | null | undefined): string | null {
  const name = fullName?.trim();
  if (!name) return null;
  const words = name.split(/\s+/);
  if (words.length === 1) {
    const chars = [...name];
    if (!/\p{Script=Han}/u.test(chars[0]) || chars.length < 2) return name;
    if (chars.length === 2) return `${chars[0]}〇`;
    return chars[0] + '〇'.repeat(chars.length - 2) + chars[chars.length - 1];
  }
  return `${words[0]} ${[...words[words.length - 1]][0].toLocaleUpperCase()}.`;
}
