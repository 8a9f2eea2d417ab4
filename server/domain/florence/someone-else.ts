// A patient who writes about someone else's illness and denies it for herself: 個仔咳咗成個
// 禮拜，仲有少少 fever，我自己冇事，冇咳亦冇發燒. The writer's own denial holds for the symptoms
// said only of the other person, and never for breathlessness, chest pain, bleeding or
// confusion (understand.ts keeps those). Nothing more:
// a symptom said of someone else and not denied
// by the writer stays a finding ("老公發燒38.5度，我自己冇事" may be a carer on the patient's
// phone), because a missed red finding is the worse error.

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
  // Scots: the bairn, the wean; "my man" is the husband
  'bairns?',
  'weans?',
  'man',
].join('|');
const OTHER_PERSON_SUBJECT = new RegExp(
  String.raw`^[\s,，.。;；!！]*(?:(?:and|but|so|also|oh)\s+)?(?:(?:the|my|our)\s+(?:${OTHERS})|hubby|the missus)` +
    String.raw`(?:'s)?(?![a-z])` +
    String.raw`|^[\s,，.。;；!！]*(?:不過|但係)?(?:我(?:嘅|個)?|個)?(?:個仔|個女|老公|老婆|孫仔|孫女|孫|啲仔女|啲細路|細路|同事|朋友|` +
    String.raw`老爺|奶奶|家婆|家公|外父|外母|阿哥|家姐|細佬|細妹)`,
);

/** After the writer's "I'm fine", a list of denials goes on about her: 冇咳亦冇發燒, "no cough". */
const DENIAL_GOES_ON = /^[\s,，、;；]*(?:(?:no|not|nor)(?![a-z])|冇|唔|亦冇|都冇)/;

/** A clause that speaks of the writer: "took me", "my temp", 我. */
const WRITER = /(?<![a-z])(?:i|i'm|im|i've|ive|i'd|me|my|myself)(?![a-z])|我/;

/**
 * A clause that goes on about the same person: 仲有少少 fever, 同發燒, "and a temp too", and one
 * with no subject of its own that tells of a cold or a bug ("…, coughing all night", "…,
 * vomiting and the runs"); not "feeling hot", which is how a patient tells of herself.
 */
const CONTINUES = new RegExp(
  String.raw`^[\s,，、;；]*(?:仲|又|同埋|同(?!事)|加上|also|and|plus|with|as well|` +
    String.raw`(?:coughing|sneezing|sniffling|spluttering|throwing up|running a|vomiting|being sick|the runs|diarrh\w*)(?![a-z]))`,
);

/**
 * 個孫嚟咗住，佢肚屙咗兩日: "he", "she" or 佢 right after a grandchild, a child of the house, a
 * friend or a neighbour is still them. Not after a spouse, a son or a daughter, who may be the
 * patient a carer writes about ("my husband vomited 3 times, he can't keep anything down").
 */
const SAME_PERSON = /^[\s,，、;；]*(?:佢(?!哋)|(?:he|she)(?:['’]s)?(?![a-z]))/;
const GUEST = new RegExp(
  String.raw`(?<![a-z])(?:grandson|granddaughter|grandkids|kids?|children|bairns?|weans?|neighbou?r|friend|flatmate)(?![a-z])` +
    '|孫|細路|同事|朋友',
);

export interface WhoseClauses {
  /** The clauses about someone else alone. */
  others: Set<number>;
  /** The clauses about the writer: "I've not caught it", 我自己冇事, and those that go on. */
  writers: Set<number>;
}

/**
 * Whose each clause is: another member of the household's (one whose subject is that person
 * and that says nothing of the writer, and the clauses that go on about them), the writer's
 * (one that names the writer, and those that go on), or nobody's in particular ("而家冇發燒"
 * after the other person's fever, which is them getting better, not the writer's denial).
 */
export function whoseClauses(clauses: readonly string[]): WhoseClauses {
  const others = new Set<number>();
  const writers = new Set<number>();
  let about: 'other' | 'writer' | null = null;
  let aboutGuest = false;
  clauses.forEach((clause, index) => {
    const subject = OTHER_PERSON_SUBJECT.exec(clause);
    // "my son" names the other person; "took me", "my temp" after it are the writer's.
    const rest = subject ? clause.slice(subject.index + subject[0].length) : clause;
    if (WRITER.test(rest)) about = 'writer';
    else if (subject) {
      about = 'other';
      aboutGuest = GUEST.test(subject[0]);
    } else if (about === 'other' && aboutGuest && SAME_PERSON.test(clause)) about = 'other';
    else if (!CONTINUES.test(clause) && !DENIAL_GOES_ON.test(clause)) about = null;
    if (about === 'other') others.add(index);
    if (about === 'writer') writers.add(index);
  });
  return { others, writers };
}
