// What a patient says in a quiet check-in, for the tests that seed days of records: a green
// check-in on treatment (every screening question and the red-flag screen denied), then the
// day's mood, energy and sleep ratings as the patient types them.
import type { Language } from '#common/language';

/** A green check-in with the three ratings; one rating given stands for all three. */
export function greenCheckIn(
  mood: string,
  energy = mood,
  sleep = mood,
  language: Language = 'en',
): string[] {
  const no = language === 'en' ? 'no' : '冇';
  return ['I feel fine', no, no, no, no, no, no, no, mood, energy, sleep, no];
}
