// A patient who writes about someone else's illness ("the hubby's been running 38c all week,
// touch wood I've not caught it", 個仔咳咗成個禮拜…我自己冇事). Only when the patient is
// the writer (no carer noticed or signed in) and says in the same message that they are well:
// a carer's "my husband has a fever, I'm fine" is the patient's fever, and a missed red
// finding is the worse error.

/** A clause whose subject is another person of the household, not the patient. */
const OTHERS = [
  'hubby',
  'husband',
  'wife',
  'missus',
  'son',
  'daughter',
  'grandson',
  'granddaughter',
  'kids?',
  'children',
  'grandkids',
  'partner',
  'brother',
  'sister',
  'neighbou?r',
  'friend',
  'flatmate',
].join('|');
const OTHER_PERSON_SUBJECT = new RegExp(
  String.raw`^\s*(?:(?:and|but|so|also|oh)\s+)?(?:the|my|our)\s+(?:${OTHERS})(?:'s)?(?![a-z])` +
    String.raw`|^\s*(?:不過|但係)?(?:我(?:嘅|個)?)?(?:個仔|個女|老公|老婆|孫仔|孫女|啲仔女|啲細路|細路|同事|朋友)`,
);

/** The writer says they themselves are well. */
const WRITER_IS_WELL = new RegExp(
  String.raw`(?<![a-z])(?:i(?:'ve| have)? not caught it|i haven't caught it|not caught it myself|` +
    String.raw`i'?m (?:fine|ok|okay|alright|all good|well)(?: myself)?|myself i'?m (?:fine|ok|okay|well)|i feel fine)(?![a-z])` +
    String.raw`|我自己(?:就)?(?:冇事|冇嘢|ok|好好|正常|冇乜|冇咩)|我就冇事|我冇被傳染|我冇中`,
);

/** A clause that speaks of the writer again: the other person's part of the message ends. */
const WRITER_AGAIN = /(?<![a-z])(?:i|i'm|im|i've|ive|me|my|myself)(?![a-z])|我/;

/**
 * The indexes of the clauses about someone else, from one that names them as its subject to
 * the next that speaks of the writer; none unless the writer says they are well.
 */
export function clausesAboutSomeoneElse(message: string, clauses: readonly string[]): Set<number> {
  const ignored = new Set<number>();
  if (!WRITER_IS_WELL.test(message)) return ignored;
  let aboutOther = false;
  clauses.forEach((clause, index) => {
    if (OTHER_PERSON_SUBJECT.test(clause)) aboutOther = true;
    else if (WRITER_AGAIN.test(clause)) aboutOther = false;
    if (aboutOther) ignored.add(index);
  });
  return ignored;
}
