// Normalises every answer form to a CTCAE-style grade 0-4 (section 1 of the triage
// rulebook). Only answers are read here; symptom thresholds live in rules.ts.
import {
  FREQUENCY_SCALE_STEPS,
  FREQUENCY_WORD_GRADES,
  NOT_SURE_WORDS,
  SEVERITY_WORD_GRADES,
  normaliseAnswerText,
  parseOutOfTen,
} from './answer-words';
import {
  AMBER_GRADE,
  SEVERE_GRADE,
  type AnswerSource,
  type FrequencyAnswer,
  type Grade,
  type SeverityAnswer,
  type SymptomFinding,
} from './types';

/** One answer after reading: a grade with how it was given, or why there is none. */
export type ReadAnswer =
  { grade: Grade; source: 'explicit' | 'words' } | { grade: null; source: 'not_sure' | 'unclear' };

const UNCLEAR: ReadAnswer = { grade: null, source: 'unclear' };
const NOT_SURE: ReadAnswer = { grade: null, source: 'not_sure' };

/**
 * Brings a number onto a scale: rounded (half up, so a 3.5 counts as the worse 4),
 * capped at the top because patients say "11/10" to mean the worst. Below the scale
 * or not a number is unreadable, not silently raised.
 */
function onScale(value: number, min: number, max: number): number | null {
  if (!Number.isFinite(value) || value < min) return null;
  return Math.min(Math.round(value), max);
}

/** The chat's 1-5 severity scale: 1-2 grade 1, 3 grade 2, 4 grade 3, 5 grade 4. */
export function gradeFromChatScale(value: number): Grade | null {
  const step = onScale(value, 1, 5);
  if (step === null) return null;
  return step <= 2 ? 1 : ((step - 1) as Grade);
}

/** A 0-10 rating: 0 grade 0, 1-3 grade 1, 4-6 grade 2, 7-8 grade 3, 9-10 grade 4. */
export function gradeFromTenPoint(value: number): Grade | null {
  const rating = onScale(value, 0, 10);
  if (rating === null) return null;
  if (rating === 0) return 0;
  if (rating <= 3) return 1;
  if (rating <= 6) return 2;
  if (rating <= 8) return 3;
  return 4;
}

function explicit(grade: Grade | null): ReadAnswer {
  return grade === null ? UNCLEAR : { grade, source: 'explicit' };
}

/** Free text: 'not sure', an 'n/10' rating, or a word from the given vocabulary. */
function readText(text: string, words: ReadonlyMap<string, Grade>): ReadAnswer {
  const normalised = normaliseAnswerText(text);
  if (NOT_SURE_WORDS.has(normalised)) return NOT_SURE;
  const outOfTen = parseOutOfTen(text);
  if (outOfTen !== null) return explicit(gradeFromTenPoint(outOfTen));
  const grade = words.get(normalised);
  return grade === undefined ? UNCLEAR : { grade, source: 'words' };
}

export function gradeSeverity(answer: SeverityAnswer): ReadAnswer {
  switch (answer.kind) {
    case 'chat_scale':
      return explicit(gradeFromChatScale(answer.value));
    case 'ten_point':
      return explicit(gradeFromTenPoint(answer.value));
    case 'text':
      return readText(answer.text, SEVERITY_WORD_GRADES);
  }
}

export function gradeFrequency(answer: FrequencyAnswer): ReadAnswer {
  if (answer.kind === 'text') return readText(answer.text, FREQUENCY_WORD_GRADES);
  const step = onScale(answer.value, 1, FREQUENCY_SCALE_STEPS.length);
  return explicit(step === null ? null : FREQUENCY_SCALE_STEPS[step - 1]!.grade);
}

/** Frequency grade of "frequently": from here a moderate symptom counts as severe. */
const FREQUENT_GRADE = 2;

/**
 * The larger of the two grades; a symptom that is at least moderate and comes
 * frequently or more is at least severe, because its burden adds up over the day.
 */
export function combineSeverityAndFrequency(
  severity: Grade | null,
  frequency: Grade | null,
): Grade | null {
  if (severity === null) return frequency;
  if (frequency === null) return severity;
  const larger = Math.max(severity, frequency) as Grade;
  const frequentAndModerate = frequency >= FREQUENT_GRADE && severity >= AMBER_GRADE;
  return frequentAndModerate ? (Math.max(larger, SEVERE_GRADE) as Grade) : larger;
}

export interface AnswerGrading {
  /** null when no answer could be graded ('not sure', unclear or none given). */
  grade: Grade | null;
  sources: AnswerSource[];
}

/** Grades a finding from its severity and frequency answers. */
export function gradeAnswers(finding: SymptomFinding): AnswerGrading {
  if (finding.negated) return { grade: 0, sources: [] };
  const sources: AnswerSource[] = finding.notSure ? ['not_sure'] : [];
  const severity = finding.severity ? gradeSeverity(finding.severity) : null;
  const frequency = finding.frequency ? gradeFrequency(finding.frequency) : null;
  for (const read of [severity, frequency]) if (read) sources.push(read.source);
  const grade = combineSeverityAndFrequency(severity?.grade ?? null, frequency?.grade ?? null);
  return { grade, sources };
}
