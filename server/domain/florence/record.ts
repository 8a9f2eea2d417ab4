// Records what a message says: every symptom it names, then the answer to the question
// asked. Pure: findings and closed questions in, new ones out.
import {
  POSSIBLY_RED_SYMPTOMS,
  evaluateFinding,
  type SymptomFinding,
  type SymptomKey,
} from '../triage';
import {
  AT_REST_EFFECT,
  FOLLOW_UP_EFFECTS,
  ANSWERED_BY_SYMPTOM,
  HEAVY_OR_ONGOING_EFFECT,
  SHARED_FOLLOW_UPS,
  feverSignsEffect,
  normalReply,
  type AnswerEffect,
} from './answer-effects';
import { hasDetails } from './clause-details';
import {
  addDetails,
  compact,
  findingFor,
  painInChest,
  screenedFor,
  triageContextFor,
  withFinding,
  withNote,
} from './findings';
import {
  SUMMARY_WORDS,
  TEMPERATURE_NOT_MEASURED,
  TEMPERATURE_NORMAL,
  joinSentences,
} from './messages';
import { questionText } from './question-texts';
import type { FlagName, MessageReading, SymptomMention } from './reading';
import {
  SYMPTOM_PLANS,
  closedKey,
  isSlotTopic,
  isSymptomTopic,
  redFlagScreen,
  slotFilled,
  type SymptomTopic,
} from './symptom-plan';
import { readRating, withRating } from './ratings';
import { normaliseMessage } from './text-scan';
import { redAreasNamed } from './unread-red-words';
import type { Awaiting, CheckInRatings, InterviewContext, SlotTopic } from './types';

export interface RecordInput {
  findings: readonly SymptomFinding[];
  closed: readonly string[];
  awaiting: Awaiting;
  reading: MessageReading;
  /** The patient's own words, kept where a free-text answer is expected. */
  text: string;
  context: InterviewContext;
  /** The day's ratings so far (absent from states stored before they were asked). */
  ratings?: CheckInRatings;
}

export interface Recorded {
  findings: SymptomFinding[];
  closed: string[];
  /** Present only when this answer was to a rating question. */
  ratings?: CheckInRatings;
}

/** Longest free-text answer kept on a finding. */
export const MAX_KEPT_TEXT = 80;
/** The detail asked about this symptom, which decides what a bare number in the answer means. */
function askedSlot(awaiting: Awaiting, symptom: SymptomKey): SlotTopic | undefined {
  return awaiting.symptom === symptom && isSlotTopic(awaiting.topic) ? awaiting.topic : undefined;
}

/** A reading that the triage rules ignore ('my temperature is 36.8') is not a complaint. */
function isNormalReading(finding: SymptomFinding, context: InterviewContext): boolean {
  const { temperatureC, episodesPer24h } = finding;
  if (temperatureC === undefined && episodesPer24h === undefined) return false;
  const reading: SymptomFinding = compact({
    symptom: finding.symptom,
    temperatureC,
    episodesPer24h,
  });
  return evaluateFinding(reading, triageContextFor(context)).firedRules.length === 0;
}

/**
 * The symptom a warning sign belongs to when no symptom word came with it: 尿係紅色, "I can't keep
 * anything down".
 */
const SIGN_OWNERS: ReadonlyArray<readonly [FlagName, SymptomKey]> = [
  ['bloodIn', 'bleeding'],
  ['unableToKeepFluids', 'vomiting'],
];

function recordSignsWithoutSymptom(
  findings: SymptomFinding[],
  input: RecordInput,
): SymptomFinding[] {
  const { reading, awaiting, context } = input;
  let recorded = findings;
  for (const [flag, owner] of SIGN_OWNERS) {
    if (!signWithoutHolder(reading, flag)) continue;
    // The symptom asked about reads this sign itself (blood in urine, asked about urine).
    const asked = awaiting.symptom ? (SYMPTOM_PLANS[awaiting.symptom].flags ?? []) : [];
    if (asked.includes(flag)) continue;
    recorded = recordMention(
      recorded,
      { symptom: owner, negated: false, details: { flags: { [flag]: true } } },
      awaiting,
      context,
    );
  }
  return recorded;
}

/**
 * A warning sign said with no symptom that reads it: alone, or after another symptom ("the
 * runs 6 times and can't keep water down", where the diarrhoea's finding has no place for it).
 */
function signWithoutHolder(reading: MessageReading, flag: FlagName): boolean {
  const reads = (m: SymptomMention) => (SYMPTOM_PLANS[m.symptom].flags ?? []).includes(flag);
  if (reading.mentions.some((m) => !m.negated && reads(m) && m.details.flags?.[flag] === true)) {
    return false;
  }
  // Said beside a denied symptom ("not vomiting as such, can't keep water down"), it stands.
  return (
    reading.details.flags?.[flag] === true ||
    reading.mentions.some((m) => m.details.flags?.[flag] === true)
  );
}

function recordMention(
  findings: SymptomFinding[],
  mention: SymptomMention,
  awaiting: Awaiting,
  context: InterviewContext,
): SymptomFinding[] {
  const existing = findingFor(findings, mention.symptom);
  const asked = askedSlot(awaiting, mention.symptom);
  if (mention.flagsOnly) {
    return existing
      ? withFinding(findings, addDetails(existing, mention.details, asked))
      : findings;
  }
  // 'Warm', 'thermometer', 'freezing': a topic, not a fever, until a reading comes with it.
  const { temperatureC, bareNumbers } = mention.details;
  const topicOnly =
    mention.neutral &&
    mention.symptom === 'fever' &&
    temperatureC === undefined &&
    !bareNumbers?.length;
  if (!existing && topicOnly && awaiting.symptom !== 'fever') return findings;
  // A denial never overrides a symptom already reported: safer to keep it for the doctor.
  const fresh: SymptomFinding = mention.label
    ? { symptom: mention.symptom, label: mention.label[context.language] }
    : { symptom: mention.symptom };
  const base: SymptomFinding = mention.negated
    ? (existing ?? { ...fresh, negated: true })
    : compact({ ...(existing ?? fresh), negated: undefined });
  let finding = addDetails(base, mention.details, asked);
  if (!existing && mention.neutral && !mention.negated && isNormalReading(finding, context)) {
    finding = { ...finding, negated: true };
  }
  return withFinding(findings, finding);
}

/**
 * A yes or no given only by denying ("no blood") answers a yes/no question too, and a
 * word of normality gives the question's healthy answer.
 */
function replyOf(
  reading: MessageReading,
  topic: SymptomTopic,
  context: InterviewContext,
): 'yes' | 'no' | null {
  if (reading.reply) return reading.reply;
  const { mentions } = reading;
  const restated = isSlotTopic(topic) ? undefined : ANSWERED_BY_SYMPTOM[topic];
  if (restated && mentions.some((m) => m.symptom === restated.symptom && !m.negated)) return 'yes';
  const stated = replyStatedByFlags(reading, effectFor(topic, context));
  if (stated) return stated;
  if (mentions.length > 0 && mentions.every((m) => m.negated)) return 'no';
  // "Not helping", 冇用: only an answer about medicine; "the inhaler is not helping" is no 'no' to
  // "at rest?".
  if (topic === 'pain_relief' && reading.impliedReply) return reading.impliedReply;
  return reading.saysNormal && mentions.length === 0 ? normalReply(topic) : null;
}

/** "I can't keep anything down" answers "are you able to keep fluids down?" with a no. */
function replyStatedByFlags(reading: MessageReading, effect: AnswerEffect): 'yes' | 'no' | null {
  const said = [reading.details.flags, ...reading.mentions.map((m) => m.details.flags)];
  for (const reply of ['yes', 'no'] as const) {
    const facts = Object.entries(effect[reply] ?? {});
    const stated =
      facts.length > 0 &&
      facts.every(([name, value]) => said.some((flags) => flags?.[name as FlagName] === value));
    if (stated) return reply;
  }
  return null;
}

/**
 * 'Not sure' about a detail of a symptom that could be red-level (at rest? heavy? how
 * bad is the breathlessness?) leaves it unresolved: treated like an unclear answer.
 */
function markUnsure(finding: SymptomFinding): SymptomFinding {
  return POSSIBLY_RED_SYMPTOMS.includes(finding.symptom)
    ? { ...finding, unclearAnswer: true }
    : finding;
}

/** A plain no, or only a word of normality ('normal', 正常): nothing wrong. */
function saysNothingWrong(reading: MessageReading): boolean {
  if (reading.notSure) return false;
  return (
    reading.reply === 'no' ||
    (reading.reply === null && reading.saysNormal && reading.mentions.length === 0)
  );
}

function effectFor(topic: SymptomTopic, context: InterviewContext): AnswerEffect {
  switch (topic) {
    case 'at_rest':
      return AT_REST_EFFECT;
    case 'heavy_or_ongoing':
      return HEAVY_OR_ONGOING_EFFECT;
    case 'fever_signs':
      return feverSignsEffect(context.treatmentStatus);
    default:
      return isSlotTopic(topic) ? {} : FOLLOW_UP_EFFECTS[topic];
  }
}

function answerScreen(input: RecordInput, findings: SymptomFinding[]): SymptomFinding[] {
  const { awaiting, reading } = input;
  const uncovered = (awaiting.covers ?? []).filter((symptom) => !screenedFor(findings, symptom));
  const named = uncovered[0];
  if (!named) return findings;
  // "Yes, in my chest" to "any pain?" is chest pain.
  const first = named === 'pain' && reading.details.inChest ? 'chest_pain' : named;
  if (saysNothingWrong(reading) && !hasDetails(reading.details)) {
    return uncovered.reduce(
      (all, symptom) => withFinding(all, { symptom, negated: true }),
      findings,
    );
  }
  if (reading.notSure) {
    return withFinding(
      findings,
      markUnsure(addDetails({ symptom: first, notSure: true }, reading.details)),
    );
  }
  if (reading.reply === 'yes' || hasDetails(reading.details)) {
    return withFinding(findings, addDetails({ symptom: first }, reading.details));
  }
  return findings;
}

/**
 * The red-flag screen's answer. A plain no ("none of these", 全部都冇) denies every symptom
 * it asked about; naming one of them ("just a bit breathless") answers the list, so the
 * others are denied; 'not sure' about a named one counts it as unclear (amber, rulebook
 * section 6); a symptom outside the list said to be all there is ("only the nosebleed",
 * 得行路喘 其他冇) answers no to the list. Anything else leaves the screen open: it is
 * asked again for what is still unsettled, and never a third time.
 */
/** A denial anywhere in an answer to the red-flag screen: its bare area words are not read. */
const DENIES_SOMETHING = /(?<![a-z])(?:no|not|nothing|none|never|nope)(?![a-z])|n't|冇|唔係|沒|無/i;
/** "chest fine", 心口OK: the area named to say it is well, no symptom of it. */
const AREA_WELL =
  /(?<![a-z])(?:fine|ok|okay|good|clear|normal|better|all right|alright|great)(?![a-z])|正常|冇事|好好|好返|冇問題/i;

function answerRedFlags(input: RecordInput, findings: SymptomFinding[]): Recorded {
  const { awaiting, reading } = input;
  const covers = awaiting.covers ?? [];
  // A red symptom of the screen named though not in the list asked (recorded or denied before:
  // "bleeding, in my urine", 心口，壓住嗰種感覺) is an answer too, the patient's own.
  const screen = redFlagScreen(input.context.treatmentStatus);
  const namedRed = reading.mentions.filter(
    (mention) => !mention.negated && screen.includes(mention.symptom),
  );
  // "yes, the chest one", "chest", 心口: the area named bare, in an answer that denies nothing
  const mentioned = new Set(reading.mentions.map((mention) => mention.symptom));
  const namedAreas =
    DENIES_SOMETHING.test(input.text) || AREA_WELL.test(input.text)
      ? []
      : redAreasNamed(normaliseMessage(input.text)).filter(
          (symptom) => screen.includes(symptom) && !mentioned.has(symptom),
        );
  for (const symptom of namedAreas) namedRed.push({ symptom, negated: false, details: {} });
  const signOfRed = reading.details.flags?.bloodIn === true;
  // "Only the nosebleed", "just the gums": something outside the list, said to be all there
  // is. "Just a bit" or "only sometimes" say how much of something unnamed: asked again.
  const { severity, frequency, bareNumbers } = reading.details;
  const onlyOthers =
    reading.onlyWhatIsNamed &&
    namedRed.length === 0 &&
    reading.reply !== 'yes' &&
    !severity &&
    !frequency &&
    !bareNumbers &&
    reading.mentions.every((mention) => !covers.includes(mention.symptom));
  // Asked about one symptom only, a plain yes is that symptom.
  const [only] = covers;
  if (covers.length === 1 && only && reading.reply === 'yes' && namedRed.length === 0) {
    const finding = addDetails(findingFor(findings, only) ?? { symptom: only }, reading.details);
    return { findings: withFinding(findings, finding), closed: [...input.closed, 'red_flags'] };
  }
  const answered =
    saysNothingWrong(reading) ||
    namedRed.length > 0 ||
    signOfRed ||
    reading.nothingElse ||
    onlyOthers;
  if (!answered) return { findings, closed: [...input.closed] };
  let all = findings;
  for (const symptom of namedAreas)
    if (findingFor(all, symptom)?.negated !== false) all = withFinding(all, { symptom });
  if (reading.notSure) {
    for (const mention of namedRed) {
      const finding = findingFor(all, mention.symptom);
      if (finding) all = withFinding(all, markUnsure({ ...finding, notSure: true }));
    }
  }
  for (const symptom of covers) {
    if (!screenedFor(all, symptom)) all = withFinding(all, { symptom, negated: true });
  }
  return { findings: all, closed: [...input.closed, 'red_flags'] };
}

/** Answers to yes/no questions about a symptom: the rule's flags, or a note for the doctor. */
function answerYesNo(
  input: RecordInput,
  topic: SymptomTopic,
  finding: SymptomFinding,
  findings: SymptomFinding[],
): Recorded {
  const { awaiting, reading, context } = input;
  // A follow-up shared by several symptoms is answered once for all of them.
  const sharedBy = (!isSlotTopic(topic) && SHARED_FOLLOW_UPS[topic]) || [finding.symptom];
  const keys = sharedBy.map((symptom) => closedKey(symptom, topic));
  const reply = replyOf(reading, topic, context);
  let updated = addDetails(finding, reading.details, askedSlot(awaiting, finding.symptom));
  if (!reply) {
    if (!reading.notSure)
      return { findings: withFinding(findings, updated), closed: [...input.closed] };
    return {
      findings: withFinding(findings, isSlotTopic(topic) ? markUnsure(updated) : updated),
      closed: [...input.closed, ...keys],
    };
  }
  const effect = effectFor(topic, context);
  updated = compact({ ...updated, ...effect[reply] });
  const isSlot = isSlotTopic(topic);
  // A yes about the symptom's own signs confirms it (a fever given only as a reading).
  if (isSlot && reply === 'yes') updated = compact({ ...updated, negated: undefined });
  if (!isSlot) {
    const { language } = context;
    const note = joinSentences(
      language,
      questionText(awaiting, context),
      SUMMARY_WORDS[reply][language],
    );
    updated = withNote(updated, note);
  }
  let all = withFinding(findings, updated);
  for (const symptom of sharedBy) {
    const other = symptom === finding.symptom ? undefined : findingFor(all, symptom);
    if (other) all = withFinding(all, compact({ ...other, ...effect[reply] }));
  }
  if (reply === 'yes' && effect.yesAlsoRecords && !findingFor(all, effect.yesAlsoRecords)) {
    all = withFinding(all, { symptom: effect.yesAlsoRecords });
  }
  return { findings: all, closed: [...input.closed, ...keys] };
}

/** What a plain 'no' answers to a detail question. */
const NO_ANSWERS: Readonly<Partial<Record<SlotTopic, Partial<SymptomFinding>>>> = {
  severity: { severity: { kind: 'text', text: 'none' } },
  frequency: { frequency: { kind: 'chat_scale', value: 1 } },
  episodes: { episodesPer24h: 0 },
};

function answerDetail(
  input: RecordInput,
  slot: SlotTopic,
  finding: SymptomFinding,
  findings: SymptomFinding[],
): Recorded {
  // Small talk taken for a complaint ("my daughter visited" ... "5, very good!") rates nothing.
  if (finding.symptom === 'other' && slot === 'severity' && input.reading.feeling === 'well') {
    return {
      findings: withFinding(findings, { ...finding, severity: { kind: 'text', text: 'none' } }),
      closed: [...input.closed],
    };
  }
  const { reading } = input;
  let updated = addDetails(finding, reading.details, slot);
  const closed = [...input.closed];
  if (!slotFilled(updated, slot)) {
    const freeText = input.text.trim().slice(0, MAX_KEPT_TEXT);
    const { language } = input.context;
    if (
      slot === 'temperature' &&
      reading.saysNormal &&
      !reading.notSure &&
      reading.reply !== 'no'
    ) {
      // Measured and normal, without a figure: no reading to grade, and no fever by it.
      closed.push(closedKey(finding.symptom, slot));
      updated = withNote(updated, TEMPERATURE_NORMAL[language]);
    } else if (slot === 'temperature' && (reading.notSure || reading.reply === 'no')) {
      // Not measured: the fever rules handle a fever without a reading (fever-rules.ts).
      closed.push(closedKey(finding.symptom, slot));
      updated = withNote(
        { ...updated, temperatureNotTaken: true },
        TEMPERATURE_NOT_MEASURED[language],
      );
    } else if (reading.notSure) {
      closed.push(closedKey(finding.symptom, slot));
      if (slot !== 'duration' && slot !== 'location')
        updated = markUnsure({ ...updated, notSure: true });
    } else if (saysNothingWrong(reading)) {
      updated = { ...updated, ...NO_ANSWERS[slot] };
    } else if (
      (slot === 'duration' || slot === 'location') &&
      reading.mentions.length === 0 &&
      freeText
    ) {
      updated = { ...updated, [slot]: freeText };
    }
  }
  return { findings: withFinding(findings, updated), closed };
}

/**
 * Symptom words that only restate the question asked are its answer, not a new symptom:
 * a follow-up's own words, and tiredness said to the energy question ("好攰" rates energy;
 * fatigue was screened before the ratings).
 */
function restatingWords(awaiting: Awaiting): SymptomKey | null {
  if (awaiting.topic === 'energy') return 'fatigue';
  const restated =
    awaiting.type === 'follow_up' && !isSlotTopic(awaiting.topic) && isSymptomTopic(awaiting.topic)
      ? ANSWERED_BY_SYMPTOM[awaiting.topic]
      : undefined;
  return restated?.drop ? restated.symptom : null;
}

/**
 * "It hurts to eat" answered about mouth sores is the sores' pain, not a new symptom:
 * pain said without a place, while another symptom is asked about, belongs to it.
 */
function isPainOfAskedSymptom(mention: SymptomMention, awaiting: Awaiting): boolean {
  const asked = awaiting.symptom;
  // Pain rated or described ("the pain is unbearable", "9 out of 10") is a finding of its own.
  const { location, severity, bareNumbers } = mention.details;
  const described = location !== undefined || severity !== undefined || bareNumbers !== undefined;
  return (
    mention.symptom === 'pain' &&
    asked !== undefined &&
    asked !== 'pain' &&
    asked !== 'other' &&
    !described
  );
}

/**
 * Words that name no symptom we know, said where symptoms are asked for ("hiccups for
 * two days that won't stop"): kept as an 'other' symptom in the patient's words, so
 * it is asked about and reaches the doctor.
 */
function unknownComplaint(input: RecordInput): SymptomFinding | null {
  const { reading, text } = input;
  const saysNothing =
    reading.reply !== null ||
    reading.nothingElse ||
    reading.notSure ||
    reading.feeling !== null ||
    reading.saysNormal ||
    reading.asksAhead;
  if (reading.mentions.length > 0 || saysNothing || !reading.hasContent) return null;
  return { symptom: 'other', label: text.trim().slice(0, MAX_KEPT_TEXT) };
}

export function recordMessage(input: RecordInput): Recorded {
  let findings = [...input.findings];
  const restated = restatingWords(input.awaiting);
  for (const mention of input.reading.mentions) {
    if (mention.symptom === restated || isPainOfAskedSymptom(mention, input.awaiting)) continue;
    findings = recordMention(findings, mention, input.awaiting, input.context);
  }
  // "In the middle of my chest", asked about pain: it is chest pain.
  if (input.awaiting.symptom === 'pain' && input.reading.details.inChest)
    findings = painInChest(findings);
  findings = recordSignsWithoutSymptom(findings, input);
  const { awaiting, reading } = input;
  const closed = [...input.closed];
  switch (awaiting.topic) {
    case 'how_are_you': {
      const other = findingFor(findings, 'other') ? null : unknownComplaint(input);
      return {
        findings: other ? withFinding(findings, other) : findings,
        closed: [...closed, 'how_are_you'],
      };
    }
    case 'anything_else': {
      // "No, but I do have a cough": after the cough, "anything else?" is asked again.
      const reportedMore = reading.mentions.some((mention) => !mention.negated);
      const saidFine = reading.feeling === 'well' && reading.mentions.length === 0;
      const done = !reportedMore && (reading.reply === 'no' || reading.nothingElse || saidFine);
      const other = done || findingFor(findings, 'other') ? null : unknownComplaint(input);
      return {
        findings: other ? withFinding(findings, other) : findings,
        closed: done ? [...closed, 'anything_else'] : closed,
      };
    }
    case 'mood':
    case 'energy':
    case 'sleep_quality': {
      // Any answer closes a rating: unclear or skipped, it stays empty and is not asked again.
      const answer = readRating(input.text, awaiting.topic);
      const ratings = withRating(input.ratings, awaiting.topic, answer);
      return { findings, closed: [...closed, awaiting.topic], ratings };
    }
    case 'done':
      return { findings, closed };
    case 'screen':
      return { findings: answerScreen(input, findings), closed };
    case 'red_flags':
      return answerRedFlags(input, findings);
  }
  const topic = awaiting.topic;
  const finding = awaiting.symptom ? findingFor(findings, awaiting.symptom) : undefined;
  if (!finding) return { findings, closed };
  const yesNo = awaiting.type === 'yes_no' || awaiting.type === 'follow_up';
  if (yesNo) return answerYesNo(input, topic, finding, findings);
  return isSlotTopic(topic) ? answerDetail(input, topic, finding, findings) : { findings, closed };
}
