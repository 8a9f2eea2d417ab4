// Reads a patient's free text, in English or Traditional Chinese (Cantonese usage), into
// symptom mentions with their details. Several symptoms may come in one message ("I feel
// nauseous and my back hurts, no fever"): the message is cut into clauses, each
// clause's details go to the symptom named in it, and a denial reaches only its clause.
import {
  ON_TREATMENT_FEVER_C,
  ON_TREATMENT_LOW_TEMPERATURE_C,
  POSSIBLY_RED_SYMPTOMS,
  type SymptomKey,
} from '../triage';
import {
  FEELING_PHRASES,
  FREQUENCY_PHRASES,
  GREETING,
  NORMAL_PHRASES,
  NOTHING_ELSE_PHRASES,
  HARD_TO_SAY_PHRASES,
  NOT_SURE_PHRASES,
  ONLY_WHAT_IS_NAMED,
  REPLY_ANYWHERE_PHRASES,
  REPLY_PHRASES,
  STOP_PHRASES,
} from './answer-words';
import {
  isDenied,
  mergeDetails,
  mergeFlags,
  readClauseDetails,
  usualAmountAlone,
  answerToEchoedQuestion,
  deniedInClause,
} from './clause-details';
import { withNamedScales } from './measurements';
import { expandShorthand } from './shorthand';
import { mayCome } from './may-come';
import {
  askedAndAnsweredNo,
  denyAnsweredNo,
  namedBeforeRatings,
  soresOwnSoreness,
} from './neighbour-clauses';
import { historyIn } from './past-symptoms';
import {
  CONDITION_NEXT,
  CONDITIONAL,
  EXCEPT_OPENS_CONDITION,
  MEDICINE_HIDES_IT,
  PAIN_APART_FROM,
} from './conditions';
import { whoseClauses } from './someone-else';
import { spacedOut } from './run-together';
import { withDenialsTakenBack } from './taken-back-denials';
import type { BodyLocation } from './detail-words';
import { noBloodInOutput, settleWholeMessage } from './whole-message';
import type { Feeling, FindingDetails, FlagName, MessageReading, SymptomMention } from './reading';
import { SYMPTOM_PATTERNS, SYMPTOM_PHRASES, type SymptomWord } from './symptom-words';
import {
  findAll,
  findPhrases,
  normaliseMessage,
  overlapsAny,
  shift,
  spanOf,
  withoutEndPunctuation,
  type PhraseMatch,
  type Span,
} from './text-scan';

/**
 * Where clauses end: punctuation (not a decimal point), 'and'/'but' and their Chinese
 * forms. 同 is "and" except in 唔同 'different', 同事 'colleague' and the like.
 */
const CLAUSE_BREAK = new RegExp(
  String.raw`[,;!?。，；！？、\n]|\.(?!\d)` +
    // "except when" opens a condition of the same clause (conditions.ts), not a new one
    String.raw`|(?<![a-z])(?:and|but|also|plus|though|although|however|except(?!${EXCEPT_OPENS_CONDITION}))(?![a-z])` +
    // a correction opens a new statement: "no diarrhea well actually ok five or six loose ones"
    String.raw`|(?<![a-z])(?:well actually|actually yes|actually ok|come to think of it|thinking about it|` +
    String.raw`on second thoughts?|scratch that)(?![a-z])` +
    '|同埋|但係|但|仲有|而且|不過|(?<![唔不相一])同(?![事學埋平以之])',
);
/** Words that only join a list: "no fever, cough or chest pain" denies all three. */
const LIST_JOINERS = /^(?:\s|or|nor|any|a|an|或者|或|定係|定)*$/;
const HAS_OR = /(?<![a-z])(?:or|nor)(?![a-z])|或|定/;

type SymptomMatch = PhraseMatch<SymptomWord | null>;

function splitClauses(message: string, words: readonly SymptomMatch[]): Span[] {
  // 'pins and needles' and 'now and then' are single phrases, not two clauses.
  const phrases = [...words, ...findPhrases(message, FREQUENCY_PHRASES)];
  const clauses: Span[] = [];
  let start = 0;
  for (const cut of findAll(message, CLAUSE_BREAK)) {
    const span = spanOf(cut);
    if (overlapsAny(span, phrases)) continue;
    clauses.push({ start, end: span.start });
    start = span.end;
  }
  clauses.push({ start, end: message.length });
  return clauses.filter((clause) => message.slice(clause.start, clause.end).trim() !== '');
}

interface ClauseReading {
  text: string;
  /** The clause without its symptom words: 'no fever, cough or chest pain' leaves ' or '. */
  rest: string;
  mentions: SymptomMention[];
  details: FindingDetails;
  /** A symptom in it was asked about ahead and left unsaid (may-come.ts). */
  asksAhead: boolean;
}

function readClause(
  message: string,
  clause: Span,
  allWords: readonly SymptomMatch[],
): ClauseReading {
  const text = message.slice(clause.start, clause.end);
  const words = allWords
    .filter((word) => word.start >= clause.start && word.end <= clause.end)
    .map((word) => shift(word, clause.start));
  const shielded = [...words, ...findPhrases(text, NOT_SURE_PHRASES)];
  const { details, location, severitySpans } = readClauseDetails(
    text,
    words,
    shielded,
    message.slice(clause.end),
    message.slice(0, clause.start),
  );
  // "Appetite is fine" or "as usual" says the topic is normal; "appetite isn't great" does not.
  const saidNormal =
    findPhrases(text, FEELING_PHRASES).some(
      (match) => match.value === 'well' && !isDenied(text, match.start, []),
    ) || saysNormal([{ text }]);
  // The condition opening the next clause (唔痛，除非咳) is said of the clause's last symptom,
  // the one it follows (冇發燒冇肚痛，除非食咗辣嘢: the stomach ache).
  const conditionedWord = CONDITION_NEXT.test(message.slice(clause.end))
    ? words.findLast((word) => word.value)
    : undefined;
  const mentions: SymptomMention[] = [];
  let asksAhead = false;
  for (const match of words) {
    const word = match.value;
    if (!word) continue;
    // a symptom asked about ahead ("what do I do if I get a fever?") is left unsaid (may-come.ts)
    if (mayCome(text, match, word.symptom, message, message.slice(clause.end))) {
      asksAhead = true;
      continue;
    }
    // An action brings on a pain or a cough, never a temperature ("no fever unless I eat"),
    // though a medicine may hide one (conditions.ts).
    const conditionFollows = match === conditionedWord;
    const after = text.slice(match.end) + (conditionFollows ? message.slice(clause.end) : '');
    const conditional =
      (CONDITIONAL.test(after) ||
        conditionFollows ||
        (word.symptom === 'pain' && !location?.chest && PAIN_APART_FROM.test(after))) &&
      (word.symptom !== 'fever' || MEDICINE_HIDES_IT.test(after));
    // "the pain isn't bad at all in my chest" is chest pain still: a pain in the chest is never
    // said to be fine.
    const chestPain = word.symptom === 'pain' && location?.chest === true;
    const saidFine =
      !chestPain &&
      ((word.normal === true && !conditional) || (word.neutral === true && saidNormal));
    const echo = answerToEchoedQuestion(text, match, message.slice(clause.start + match.end));
    const denied =
      saidFine ||
      (echo === null
        ? deniedInClause(text, match, [...shielded, ...severitySpans]) && !conditional
        : echo === 'no');
    mentions.push(mentionOf(word, denied, location));
  }
  let rest = text;
  for (const word of [...words].reverse()) rest = rest.slice(0, word.start) + rest.slice(word.end);
  return { text, rest, mentions, details, asksAhead };
}

function mentionOf(
  word: SymptomWord,
  denied: boolean,
  location: BodyLocation | null,
): SymptomMention {
  // Pain felt in the chest is chest pain, which has its own red rule; a sore mouth is mouth sores.
  const painIs = location?.chest ? 'chest_pain' : location?.painIs;
  const symptom: SymptomKey = word.symptom === 'pain' && painIs ? painIs : word.symptom;
  const details: FindingDetails = word.location ? { location: word.location } : {};
  if (word.flags) {
    // A denied flag phrase ("no chills") clears the flag; it does not deny the symptom.
    const flags = Object.fromEntries(
      Object.entries(word.flags).map(([name, value]) => [name, denied ? !value : value]),
    );
    return {
      symptom,
      negated: denied,
      details: { ...details, flags },
      ...(denied ? { flagsOnly: true } : {}),
    };
  }
  return {
    symptom,
    negated: denied,
    details,
    ...(word.neutral ? { neutral: true } : {}),
    ...(word.label ? { label: word.label } : {}),
  };
}

/**
 * A list continued after a denial ("no fever, cough or chest pain") is denied too. Without
 * an 'or' ("no fever, cough") it is read as a new statement: a symptom is better
 * recorded than missed.
 */
function continuesDenial(clause: ClauseReading): boolean {
  return (
    clause.mentions.length > 0 && HAS_OR.test(clause.rest) && LIST_JOINERS.test(clause.rest.trim())
  );
}

/**
 * What of each clause is the patient's, when the patient writes: a symptom said of someone
 * else and denied by the writer in a clause of her own ("I've not caught it, no cough
 * myself", 我自己冇事，冇咳) is not hers (someone-else.ts). Never breathlessness, chest pain,
 * bleeding or confusion, and nothing of a clause with a raised reading in it: the message may
 * be a carer's on the patient's phone, and a missed red finding is the worse error.
 */
function ownMentionsIn(
  readings: readonly ClauseReading[],
  joinedTexts: readonly string[],
): ((index: number, clause: ClauseReading) => SymptomMention[]) | null {
  const { others, writers } = whoseClauses(joinedTexts);
  if (others.size === 0) return null;
  const deniedByWriter = new Set(
    readings.flatMap((reading, index) =>
      writers.has(index)
        ? reading.mentions.filter((m) => m.negated && !m.neutral).map((m) => m.symptom)
        : [],
    ),
  );
  return (index, clause) => {
    const readings = [clause.details, ...clause.mentions.map((m) => m.details)];
    const raised = readings.some((d) => (d.temperatureC ?? 0) >= ON_TREATMENT_FEVER_C);
    if (!others.has(index) || raised) return clause.mentions;
    return clause.mentions.filter(
      (m) => !deniedByWriter.has(m.symptom) || NEVER_SET_ASIDE.includes(m.symptom),
    );
  };
}

/**
 * Gives a clause's details to their symptom; returns the message's own details. Counts, times,
 * ratings and signs said go to the last symptom the clause affirms ("diarrhoea four times, no
 * blood": the diarrhoea's); signs denied ("no chest pain at rest") to the last symptom named.
 * A clause that names no symptom gives them to the last symptom affirmed before it, and a
 * usual amount said alone (平時一日一次) is taken off a diarrhoea count: stools above usual.
 */
function giveClauseDetails(
  clause: ClauseReading,
  earlier: readonly SymptomMention[],
  messageDetails: FindingDetails,
): FindingDetails {
  const last = clause.mentions.at(-1);
  if (last) {
    const affirmed = clause.mentions.filter((m) => !m.negated).at(-1) ?? last;
    const { flags, ...measures } = clause.details;
    affirmed.details = mergeDetails(affirmed.details, measures);
    if (!flags) return messageDetails;
    // a sign said ("breathless at rest no cough") is the affirmed symptom's; a sign denied
    // ("short of breath no chest pain at rest") is the denied symptom's
    const said = Object.fromEntries(Object.entries(flags).filter(([, value]) => value === true));
    const denied = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== true));
    if (Object.keys(said).length)
      affirmed.details = mergeDetails(affirmed.details, { flags: said });
    if (Object.keys(denied).length) last.details = mergeDetails(last.details, { flags: denied });
    return messageDetails;
  }
  const before = earlier.filter((m) => !m.negated).at(-1);
  if (!before) return mergeDetails(messageDetails, clause.details);
  const usual = usualAmountAlone(clause.text);
  const { episodes } = before.details;
  if (before.symptom === 'diarrhoea' && usual !== null && episodes !== undefined)
    before.details = { ...before.details, episodes: Math.max(0, episodes - usual) };
  else before.details = mergeDetails(before.details, clause.details);
  return messageDetails;
}

/**
 * "飲到水但係即刻嘔返出嚟": a warning sign said of a symptom is not undone by a reassuring
 * clause elsewhere in the same answer (rulebook: never lowered).
 */
function withWarningSignsKept(
  details: FindingDetails,
  mentions: readonly SymptomMention[],
): FindingDetails {
  const { flags } = details;
  if (!flags) return details;
  const names = Object.keys(flags) as FlagName[];
  // Only the flags the message itself holds: a symptom's other signs stay on the symptom.
  const kept = mentions.reduce(
    (merged, m) =>
      mergeFlags(merged, Object.fromEntries(names.map((name) => [name, m.details.flags?.[name]]))),
    flags,
  );
  return { ...details, flags: kept };
}

/** A topic word said with a normal reading and nothing more: 'temp 36.7'. */
function neutralReading(mention: SymptomMention): boolean {
  const celsius = mention.details.temperatureC;
  return (
    mention.neutral === true &&
    celsius !== undefined &&
    celsius >= ON_TREATMENT_LOW_TEMPERATURE_C &&
    celsius < ON_TREATMENT_FEVER_C
  );
}

/** One mention per symptom: a symptom said anywhere in the message is not denied elsewhere. */
function mergeMentions(mentions: readonly SymptomMention[]): SymptomMention[] {
  const bySymptom = new Map<SymptomKey, SymptomMention>();
  for (const mention of mentions) {
    const earlier = bySymptom.get(mention.symptom);
    if (!earlier) {
      bySymptom.set(mention.symptom, mention);
      continue;
    }
    const merged: SymptomMention = {
      symptom: mention.symptom,
      // "no fever, temp 36.7": the topic word with a normal reading does not undo the
      // denial; "no fever but temp 38.5" is a fever, whatever was said before it.
      negated:
        (earlier.negated && mention.negated) ||
        (earlier.negated && !earlier.neutral && neutralReading(mention)) ||
        (mention.negated && !mention.neutral && neutralReading(earlier)),
      details: mergeDetails(mention.details, earlier.details),
    };
    if (earlier.neutral && mention.neutral) merged.neutral = true;
    if (earlier.flagsOnly && mention.flagsOnly) merged.flagsOnly = true;
    bySymptom.set(mention.symptom, merged);
  }
  return [...bySymptom.values()];
}

function readReply(firstClause: ClauseReading | undefined, notSure: boolean): 'yes' | 'no' | null {
  if (!firstClause || notSure || firstClause.mentions.length > 0) return null;
  const text = withoutEndPunctuation(firstClause.text.trim());
  const exact = REPLY_PHRASES.get(text);
  if (exact) return exact;
  // A one-word reply may lead ("yes it's bad", "有少少"); longer phrases must be the whole clause.
  const lead = findPhrases(text, REPLY_PHRASES)[0];
  if (!lead || lead.start !== 0) return null;
  const chinese = /[\u4e00-\u9fff]/.test(lead.phrase);
  return chinese || !lead.phrase.includes(' ') ? lead.value : null;
}

/**
 * How the patient feels, from the first clause that says it: a 'well' word after a
 * negation ("not feeling great", "I don't feel good", 唔覺得好) means unwell.
 */
function readFeeling(clauses: readonly ClauseReading[]): Feeling | null {
  for (const clause of clauses) {
    const match = findPhrases(clause.text, FEELING_PHRASES)[0];
    if (!match) continue;
    if (match.value === 'well' && isDenied(clause.text, match.start, [])) return 'unwell';
    return match.value;
  }
  return null;
}

/**
 * Whether the message says something beyond a greeting: at least three Chinese
 * characters or two words. Emoji and punctuation alone say nothing to read.
 */
function hasContent(message: string): boolean {
  const letters = message
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (letters === '' || GREETING.test(letters)) return false;
  const chinese = (letters.match(/\p{Script=Han}/gu) ?? []).length;
  const words = letters.split(' ').filter((word) => /[a-z]/.test(word)).length;
  return chinese >= 3 || words >= 2;
}

/** "Worse than normal" compares; it does not say normal. */
const COMPARED = /(?:than|比|過)\s*$/;

/** A word of normality, not denied ("not normal", 唔正常) and not a comparison. */
function saysNormal(clauses: ReadonlyArray<Pick<ClauseReading, 'text'>>): boolean {
  return clauses.some((clause) =>
    findPhrases(clause.text, NORMAL_PHRASES).some(
      (match) =>
        !isDenied(clause.text, match.start, []) &&
        !COMPARED.test(clause.text.slice(0, match.start)),
    ),
  );
}

/** Symptom words in the message: patterns first, then phrases outside them, in message order. */
function findSymptomWords(message: string): SymptomMatch[] {
  const patterned: SymptomMatch[] = [];
  for (const [pattern, word] of SYMPTOM_PATTERNS) {
    for (const match of findAll(message, pattern)) {
      const span = spanOf(match);
      if (!overlapsAny(span, patterned)) patterned.push({ ...span, phrase: match[0], value: word });
    }
  }
  return [...patterned, ...findPhrases(message, SYMPTOM_PHRASES, patterned)].sort(
    (a, b) => a.start - b.start,
  );
}

/**
 * Red-level on sight or by a sign said with them: never set aside as someone else's. A fever
 * is, when the writer denies her own ("個仔…仲有少少 fever，我自己…冇發燒"): a carer on the
 * patient's phone does not deny a fever of her own, and the reading decides a fever anyway.
 */
const NEVER_SET_ASIDE: readonly SymptomKey[] = POSSIBLY_RED_SYMPTOMS.filter(
  (symptom) => symptom !== 'fever',
);

/**
 * `writerIsPatient`: no carer is signed in or noticed, so a symptom said only of someone else
 * and denied by the writer for herself is not the patient's (someone-else.ts).
 */
export function understandMessage(text: string, { writerIsPatient = false } = {}): MessageReading {
  const message = withNamedScales(expandShorthand(spacedOut(normaliseMessage(text))));
  const words = findSymptomWords(message);
  const spans = splitClauses(message, words);
  const clauseTexts = spans.map((span) => message.slice(span.start, span.end));
  // With the words that joined each clause to the one before (仲有, "and"): they say whether
  // it goes on about the same person.
  const joinedTexts = spans.map((span, index) =>
    message.slice(index > 0 ? spans[index - 1]!.end : span.start, span.end),
  );
  const isHistory = historyIn(message, clauseTexts);
  const clauses: ClauseReading[] = [];
  const mentions: SymptomMention[] = [];
  let details: FindingDetails = {};
  const readings = spans.map((span) => readClause(message, span, words));
  const patientsOwn = writerIsPatient ? ownMentionsIn(readings, joinedTexts) : null;
  readings.forEach((clause, index) => {
    const previous = clauses[index - 1];
    if (previous?.mentions.some((m) => m.negated) && continuesDenial(clause)) {
      for (const mention of clause.mentions) mention.negated = true;
    }
    if (askedAndAnsweredNo(message, spans, index)) denyAnsweredNo(clause.mentions);
    // after the last clause that named a symptom: 口瘡返咗嚟，3分，食嘢會痛
    const named = namedBeforeRatings(clauses);
    if (soresOwnSoreness(clause, named)) clause.mentions = [];
    // A symptom of long ago, over now, is denied for today (past-symptoms.ts).
    // Its signs go with it: last month's blood in the stool is no blood today.
    for (const mention of clause.mentions)
      if (isHistory(index, mention.symptom)) {
        mention.negated = true;
        delete mention.details.flags;
      }
    if (patientsOwn) {
      const own = patientsOwn(index, clause);
      if (own.length === 0 && clause.mentions.length > 0) clause.details = {};
      clause.mentions = own;
    }
    clauses.push(clause);
    noBloodInOutput(clause, index, clauseTexts, mentions);
    details = giveClauseDetails(clause, mentions, details);
    mentions.push(...clause.mentions);
  });
  const merged = settleWholeMessage(
    withDenialsTakenBack(message, words, mergeMentions(mentions)),
    details,
    message,
  );
  // "I don't know how to describe it" is no 'not sure': it is asked again with a hint.
  const notSure =
    findPhrases(message, NOT_SURE_PHRASES).length > 0 &&
    findPhrases(message, HARD_TO_SAY_PHRASES).length === 0;
  const whole = withoutEndPunctuation(message);
  return {
    mentions: merged.mentions,
    details: withWarningSignsKept(merged.details, merged.mentions),
    reply: readReply(clauses[0], notSure),
    impliedReply: findPhrases(message, REPLY_ANYWHERE_PHRASES)[0]?.value ?? null,
    hasContent: hasContent(message),
    notSure,
    feeling: readFeeling(clauses),
    saysNormal: saysNormal(clauses),
    nothingElse:
      NOTHING_ELSE_PHRASES.has(whole) ||
      NOTHING_ELSE_PHRASES.has(withoutEndPunctuation(clauses[0]?.text.trim() ?? '')),
    wantsToStop: STOP_PHRASES.has(whole),
    asksAhead: clauses.some((clause) => clause.asksAhead),
    onlyWhatIsNamed: ONLY_WHAT_IS_NAMED.test(message),
  };
}
