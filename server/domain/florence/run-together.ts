// Words typed without spaces, one-handed or on a small phone: "mouthulcersreallybad,can only sip
// water". Such a run is split into the words the reader knows, so that its symptom is read.
// Narrow on purpose: only runs of twelve letters or more, and only when every piece is a word of
// the reader's own vocabularies or a common short word; anything else is left as typed.
import { NEGATION_CUES, SEVERITY_PHRASES } from './answer-words';
import { SYMPTOM_PHRASES } from './symptom-words';

/** Short words that glue a hurried message together, beside the vocabularies' own words. */
const GLUE_WORDS =
  'a i an my me his her the and or but so no not on in at of to with very really bad since today ' +
  'got have has had been can only just bit sore feel feeling is am are it its all day days night temp chemo ' +
  'fine ok okay well still again now this morning last week hand one two three ' +
  // long words that would split into a denial ('never the less'): kept whole
  'nevertheless nonetheless notwithstanding';

/** Every English word of the vocabularies, and the glue words. */
const KNOWN_WORDS: ReadonlySet<string> = new Set(
  [...SYMPTOM_PHRASES.keys(), ...SEVERITY_PHRASES.keys(), ...NEGATION_CUES.keys(), GLUE_WORDS]
    .flatMap((phrase) => phrase.split(/[^a-z]+/))
    .filter((word) => word.length >= 2 || word === 'a' || word === 'i'),
);

const RUN = /[a-z]{12,}/g;

/** The run split into known words, fewest pieces first; null when it cannot be. */
function knownPieces(run: string): string[] | null {
  // best[i]: the fewest pieces that make run.slice(0, i)
  const best: Array<string[] | null> = [[]];
  for (let end = 1; end <= run.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 16); start < end; start++) {
      const before = best[start];
      const piece = run.slice(start, end);
      if (before && KNOWN_WORDS.has(piece) && (!best[end] || before.length + 1 < best[end]!.length))
        best[end] = [...before, piece];
    }
  }
  return best[run.length] ?? null;
}

/** The message with each run of known words typed together spaced out. */
export function spacedOut(message: string): string {
  return message.replace(RUN, (run) =>
    KNOWN_WORDS.has(run) ? run : (knownPieces(run)?.join(' ') ?? run),
  );
}
