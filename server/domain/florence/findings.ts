// Building findings from what the patient said. Findings are kept one per symptom and
// without undefined values, so the interview state stays plain JSON.
import {
  gradeSeverity,
  type SeverityAnswer,
  type SymptomFinding,
  type SymptomKey,
  type TriageContext,
} from '../triage';
import { asFrequency } from './clause-details';
import { celsiusFromReading, mostAbnormalTemperature } from './measurements';
import type { FindingDetails } from './reading';
import { SYMPTOM_PLANS, numberSlot } from './symptom-plan';
import type { InterviewContext, SlotTopic } from './types';

export function findingFor(
  findings: readonly SymptomFinding[],
  symptom: SymptomKey,
): SymptomFinding | undefined {
  return findings.find((finding) => finding.symptom === symptom);
}

/**
 * Whether a screening question about the symptom is already answered: by its own
 * finding, or for pain by chest pain reported (pain in the chest is recorded as chest pain).
 */
export function screenedFor(findings: readonly SymptomFinding[], symptom: SymptomKey): boolean {
  return (
    findingFor(findings, symptom) !== undefined ||
    // "No chest pain" says nothing of pain elsewhere.
    (symptom === 'pain' &&
      findingFor(findings, 'chest_pain')?.negated !== true &&
      findingFor(findings, 'chest_pain') !== undefined)
  );
}

/** Pain said to be in the chest becomes chest pain, which has its own red rule. */
export function painInChest(findings: readonly SymptomFinding[]): SymptomFinding[] {
  const pain = findingFor(findings, 'pain');
  if (!pain || pain.negated) return [...findings];
  const rest = findings.filter((finding) => finding.symptom !== 'pain');
  if (findingFor(rest, 'chest_pain')) return rest;
  return [...rest, compact({ ...pain, symptom: 'chest_pain', location: undefined })];
}

/** The findings with this symptom's finding replaced, or added at the end. */
export function withFinding(
  findings: readonly SymptomFinding[],
  finding: SymptomFinding,
): SymptomFinding[] {
  const index = findings.findIndex((f) => f.symptom === finding.symptom);
  if (index === -1) return [...findings, finding];
  return findings.map((f, i) => (i === index ? finding : f));
}

/** The object without undefined properties: JSON would drop them, so a stored state differs. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The details a bare number can answer. */
const NUMBER_SLOTS = ['severity', 'temperature', 'episodes', 'frequency'] as const;
type NumberSlot = (typeof NUMBER_SLOTS)[number];

function isNumberSlot(slot: SlotTopic): slot is NumberSlot {
  return (NUMBER_SLOTS as readonly string[]).includes(slot);
}
const CHAT_SCALE_TOP = 5;
const FREQUENCY_SCALE_STEPS = 5;

/**
 * A bare number as a rating: pain is asked 0-10; other symptoms 1-5, where 0 can only
 * mean none and 6-10 can only be meant out of ten.
 */
function numberAsSeverity(value: number, symptom: SymptomKey): SeverityAnswer {
  const onChatScale =
    SYMPTOM_PLANS[symptom].scale !== 'ten_point' && value >= 1 && value <= CHAT_SCALE_TOP;
  return onChatScale ? { kind: 'chat_scale', value } : { kind: 'ten_point', value };
}

/**
 * Numbers said without a unit, read as the answer to `slot`. Of several, the one that
 * matters most: the worst rating, the highest count, the most abnormal reading.
 */
function readNumbers(
  finding: SymptomFinding,
  values: readonly number[],
  slot: NumberSlot,
): Partial<SymptomFinding> {
  switch (slot) {
    case 'severity':
      return {
        severity: values
          .map((value) => numberAsSeverity(value, finding.symptom))
          .reduce<SeverityAnswer | undefined>(worseSeverity, undefined),
      };
    case 'temperature': {
      const readings = values
        .map(celsiusFromReading)
        .filter((celsius): celsius is number => celsius !== null);
      return {
        temperatureC: readings.reduce<number | undefined>(mostAbnormalTemperature, undefined),
      };
    }
    case 'episodes': {
      const counts = values.filter(Number.isInteger);
      return counts.length ? { episodesPer24h: Math.max(...counts) } : {};
    }
    case 'frequency': {
      const steps = values.filter(
        (value) => Number.isInteger(value) && value >= 1 && value <= FREQUENCY_SCALE_STEPS,
      );
      return steps.length ? { frequency: { kind: 'chat_scale', value: Math.max(...steps) } } : {};
    }
  }
}

/** Signs that make a finding worse: once said, a later "no" does not clear them. */
const WARNING_FLAGS = new Set([
  'atRest',
  'heavy',
  'ongoing',
  'bloodIn',
  'rigors',
  'generallyUnwell',
  'unableToKeepFluids',
]);

/**
 * The worse of two severity answers: a level already recorded is never lowered by a
 * later, milder answer ("5... well, maybe 3"), and an unreadable one never replaces a
 * graded one.
 */
function worseSeverity(
  recorded: SeverityAnswer | undefined,
  said: SeverityAnswer | undefined,
): SeverityAnswer | undefined {
  if (!recorded || !said) return said ?? recorded;
  const grade = (answer: SeverityAnswer) => gradeSeverity(answer).grade ?? -1;
  return grade(said) >= grade(recorded) ? said : recorded;
}

function largest(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.max(a, b);
}

/**
 * Adds what the patient said to a finding. `asked` is the slot of the question asked
 * about this symptom, which decides what a bare number means. An explicit rating wins
 * over a number, a number over words ("3 - moderate" is 3). Temperatures and episode
 * counts keep the most abnormal reading and the highest count: a later, lower reading
 * (after paracetamol) must not hide an earlier fever.
 */
export function addDetails(
  finding: SymptomFinding,
  details: FindingDetails,
  asked?: SlotTopic,
): SymptomFinding {
  const slot = asked && isNumberSlot(asked) ? asked : numberSlot(finding.symptom);
  const fromNumber = details.bareNumbers?.length
    ? readNumbers(finding, details.bareNumbers, slot)
    : {};
  const rating =
    details.severity && details.severity.kind !== 'text' ? details.severity : undefined;
  // A rating given to "how often?" ('4/5') is the frequency asked for.
  const frequencyRating =
    asked === 'frequency' && rating && !details.frequency ? asFrequency(rating) : undefined;
  const rated = frequencyRating ? undefined : rating;
  const readByRules = new Set<string>(SYMPTOM_PLANS[finding.symptom].flags ?? []);
  const flags = Object.entries(details.flags ?? {}).filter(
    ([name, value]) =>
      readByRules.has(name) &&
      !(
        value === false &&
        WARNING_FLAGS.has(name) &&
        finding[name as keyof SymptomFinding] === true
      ),
  );
  return compact({
    ...finding,
    // A rating with its scale and a bare number in one answer: the worse of the two.
    severity: worseSeverity(
      finding.severity,
      rated || fromNumber.severity ? worseSeverity(rated, fromNumber.severity) : details.severity,
    ),
    frequency: frequencyRating ?? fromNumber.frequency ?? details.frequency ?? finding.frequency,
    temperatureC: mostAbnormalTemperature(
      finding.temperatureC,
      details.temperatureC ?? fromNumber.temperatureC,
    ),
    episodesPer24h: largest(finding.episodesPer24h, details.episodes ?? fromNumber.episodesPer24h),
    duration: details.duration ?? finding.duration,
    location: details.location ?? finding.location,
    ...Object.fromEntries(flags),
  });
}

/** Appends a line to the finding's notes for the doctor. */
export function withNote(finding: SymptomFinding, note: string): SymptomFinding {
  return { ...finding, notes: finding.notes ? `${finding.notes}; ${note}` : note };
}

/** The triage engine's context for this interview. */
export function triageContextFor(context: InterviewContext, endedEarly = false): TriageContext {
  return compact({
    treatmentStatus: context.treatmentStatus,
    onImmunotherapy: context.onImmunotherapy,
    language: context.language,
    endedEarly,
    reportedBy: context.reportedBy,
  });
}
