type Person = { username: string; profile?: { fullName?: string | null } | null };

/** The profile name, or the username while there is none. */
export const patientName = (patient: Person) =>
  patient.profile?.fullName?.trim() || patient.username;

/**
 * Up to two letters for the avatar: first and last word in Latin names, the first character
 * otherwise.
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (!words.length) return '?';
  const first = Array.from(words[0])[0];
  if (!/[a-z]/i.test(first) || words.length === 1) return first.toUpperCase();
  return `${first}${Array.from(words[words.length - 1])[0]}`.toUpperCase();
}
