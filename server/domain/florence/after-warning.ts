// What Florence says to each message after a red-level warning: she answers what the
// patient said (records new information and says so, answers someone getting help, or a
// question) and repeats the instruction briefly, instead of one fixed text.
import { symptomName, type Language, type SymptomFinding } from '../triage';
import { AFTER_WARNING, joinSentences } from './messages';
import { withoutReportedSpeech } from './speaker';

/** "I called", "ambulance", 打咗 999, 叫咗白車, 去緊急症室: the patient is getting help. */
const GETTING_HELP =
  /\b(called|calling|rang|phoned|ambulance|on (my|our) way|going to (the )?(hospital|a ?& ?e|emergency))\b|999.*(done|called)|打咗|叫咗|白車|救護車|去緊|而家去|已經打|已致電/i;
/** "No, that's all", 冇喇: nothing more to tell. */
const NOTHING_MORE =
  /^(?:no|nope|nothing|nothing else|no,? that'?s (?:all|it)|that'?s (?:all|it)|冇喇|冇其他喇?|冇嘢喇?|就咁多|冇)[.!。！]?$/i;
/** A question to Florence. */
const QUESTION =
  /[?？]\s*$|^(what|why|how|can|should|will|is|do|does)\b|點解|係咪|可唔可以|使唔使|點算|應該/i;

/** The findings this message added or changed, each symptom named once. */
export function newlyRecorded(
  before: readonly SymptomFinding[],
  after: readonly SymptomFinding[],
  language: Language,
): string[] {
  const known = new Set(before.map((finding) => JSON.stringify(finding)));
  const added = after.filter((finding) => !known.has(JSON.stringify(finding)));
  return [...new Set(added.map((finding) => symptomName(finding, language)))];
}

export interface AfterWarningInput {
  language: Language;
  text: string;
  /** Names of the symptoms this message added or changed. */
  recorded: readonly string[];
  turn: number;
}

/** The answer to what was said, then the instruction in a few words. */
export function afterWarningText({
  language,
  text: said,
  recorded,
  turn,
}: AfterWarningInput): string {
  // A carer's "she says that's all" is read as "that's all", as any answer is.
  const text = withoutReportedSpeech(said);
  const words = AFTER_WARNING;
  const pick = (lines: Readonly<Record<Language, readonly string[]>>) =>
    lines[language][turn % lines[language].length]!;
  let answer: string;
  if (recorded.length > 0) {
    const names = language === 'en' ? recorded.map((name) => name.toLowerCase()) : recorded;
    const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
    answer = words.recorded[language].replace('{symptoms}', list);
  } else if (GETTING_HELP.test(text.trim())) {
    return joinSentences(language, words.gettingHelp[language], words.whileYouWait[language]);
  } else if (NOTHING_MORE.test(text.trim())) {
    answer = words.nothingMore[language];
  } else if (QUESTION.test(text.trim())) {
    answer = words.question[language];
  } else {
    answer = pick(words.heard);
  }
  return joinSentences(language, answer, pick(words.instruction));
}
