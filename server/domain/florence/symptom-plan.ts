// What Florence asks about each symptom, and in which order. The details asked are the
// ones the triage rules read (temperature for fever, episodes for vomiting, at rest for
// breathlessness...), so the interview never asks for what cannot change the level
// or the doctor's picture.
import type { Grade, SymptomFinding, SymptomKey, TreatmentStatus } from '../triage';
import type { FlagName } from './reading';
import type { AwaitingType, FollowUpTopic, QuestionTopic, SlotTopic } from './types';

export interface SymptomPlan {
  slots: readonly SlotTopic[];
  /** Pain is rated 0-10 (its rulebook row is in tenths); the rest on the chat's 1-5 scale. */
  scale?: 'ten_point';
  /** Asked once when the symptom's grade reaches `fromGrade`. */
  followUp?: { topic: FollowUpTopic; fromGrade: Grade };
  /** The flags the triage rules read on this symptom; others said about it are dropped. */
  flags?: readonly FlagName[];
}

const BAD: Grade = 3;
/**
 * Asked whenever the symptom is reported: blood in stool or urine and fluids not kept
 * down make a finding red or grade 3 whatever else was said about it.
 */
export const ALWAYS: Grade = 0;

export const SYMPTOM_PLANS: Readonly<Record<SymptomKey, SymptomPlan>> = {
  fever: { slots: ['temperature', 'fever_signs'], flags: ['rigors', 'generallyUnwell'] },
  // Red as soon as it is said: nothing more to ask before the safety instruction.
  chest_pain: { slots: [] },
  shortness_of_breath: { slots: ['at_rest', 'severity'], flags: ['atRest', 'onExertion'] },
  bleeding: { slots: ['heavy_or_ongoing'], flags: ['heavy', 'ongoing', 'bloodIn'] },
  confusion: { slots: [] },
  vomiting: {
    slots: ['episodes'],
    followUp: { topic: 'keeps_fluids', fromGrade: ALWAYS },
    flags: ['bloodIn', 'unableToKeepFluids'],
  },
  diarrhoea: {
    slots: ['episodes'],
    followUp: { topic: 'blood_in_stool', fromGrade: ALWAYS },
    flags: ['bloodIn'],
  },
  nausea: {
    slots: ['severity', 'frequency'],
    followUp: { topic: 'keeps_fluids', fromGrade: BAD },
    flags: ['unableToKeepFluids'],
  },
  appetite_loss: {
    slots: ['severity', 'duration'],
    followUp: { topic: 'drinking_enough', fromGrade: BAD },
  },
  fatigue: {
    slots: ['severity', 'duration'],
    followUp: { topic: 'daily_activities', fromGrade: BAD },
  },
  cough: {
    slots: ['severity', 'duration'],
    followUp: { topic: 'also_breathless', fromGrade: BAD },
  },
  constipation: {
    slots: ['severity', 'duration'],
    followUp: { topic: 'bowels_days', fromGrade: BAD },
  },
  mouth_sores: { slots: ['severity'], followUp: { topic: 'eating_drinking', fromGrade: BAD } },
  skin: { slots: ['severity'], followUp: { topic: 'skin_spreading', fromGrade: BAD } },
  urinary: {
    slots: ['severity'],
    followUp: { topic: 'blood_in_urine', fromGrade: ALWAYS },
    flags: ['bloodIn'],
  },
  numbness_tingling: { slots: ['severity'], followUp: { topic: 'hands_feet', fromGrade: BAD } },
  eye_problems: { slots: ['severity'], followUp: { topic: 'sudden_vision', fromGrade: BAD } },
  pain: {
    slots: ['severity', 'location', 'duration'],
    scale: 'ten_point',
    followUp: { topic: 'pain_relief', fromGrade: BAD },
  },
  other: { slots: ['severity', 'duration'] },
};

/**
 * The common treatment side effects, asked in turn unless already answered. Nausea and
 * vomiting share one question; a 'yes' records nausea and vomiting is asked next.
 */
const COMMON_SCREENING: ReadonlyArray<readonly SymptomKey[]> = [
  ['fatigue'],
  ['appetite_loss'],
  ['nausea', 'vomiting'],
  ['cough'],
  ['pain'],
];

/**
 * Patients on treatment are also asked about fever: it can be the first sign of
 * neutropenic sepsis, which the rulebook treats as an emergency.
 */
export function screeningGroups(status: TreatmentStatus): ReadonlyArray<readonly SymptomKey[]> {
  return status === 'undergoing_treatment' ? [...COMMON_SCREENING, ['fever']] : COMMON_SCREENING;
}

/**
 * The red-flag screen (rulebook section 6): every red-level symptom the conversation has
 * not settled is asked about in one compact question before the check-in ends, because
 * patients and carers often lead with what worries them least. On treatment fever has its
 * own screening question above (any raised temperature is red there), and new confusion or
 * drowsiness is screened too; off treatment the screen is a temperature with shivering,
 * chest pain, breathlessness and bleeding.
 */
export function redFlagScreen(status: TreatmentStatus): readonly SymptomKey[] {
  return status === 'undergoing_treatment'
    ? ['shortness_of_breath', 'chest_pain', 'bleeding', 'confusion']
    : ['fever', 'shortness_of_breath', 'chest_pain', 'bleeding'];
}

export const SLOT_TYPES: Readonly<Record<SlotTopic, AwaitingType>> = {
  severity: 'severity',
  frequency: 'frequency',
  duration: 'duration',
  location: 'location',
  temperature: 'temperature',
  episodes: 'episodes',
  at_rest: 'yes_no',
  heavy_or_ongoing: 'yes_no',
  fever_signs: 'yes_no',
};

/** The slot a number said about the symptom fills when no question says otherwise. */
export function numberSlot(symptom: SymptomKey): 'severity' | 'temperature' | 'episodes' {
  if (symptom === 'fever') return 'temperature';
  return symptom === 'vomiting' || symptom === 'diarrhoea' ? 'episodes' : 'severity';
}

/** Whether the finding already holds the answer to a slot (so it is never asked again). */
export function slotFilled(finding: SymptomFinding, slot: SlotTopic): boolean {
  switch (slot) {
    case 'severity':
      // 'Not sure' whether the symptom is there at all: no rating to ask for.
      return finding.severity !== undefined || finding.notSure === true;
    case 'frequency':
      return finding.frequency !== undefined;
    case 'duration':
      return finding.duration !== undefined;
    case 'location':
      return finding.location !== undefined;
    case 'temperature':
      return finding.temperatureC !== undefined;
    case 'episodes':
      return finding.episodesPer24h !== undefined;
    case 'at_rest':
      return finding.atRest !== undefined || finding.onExertion !== undefined;
    case 'heavy_or_ongoing':
      return (
        finding.heavy !== undefined ||
        finding.ongoing !== undefined ||
        finding.bloodIn !== undefined
      );
    case 'fever_signs':
      return finding.rigors !== undefined || finding.generallyUnwell !== undefined;
  }
}

/** A question about one reported symptom: one of its details, or its follow-up. */
export type SymptomTopic = SlotTopic | FollowUpTopic;

export function isSlotTopic(topic: QuestionTopic): topic is SlotTopic {
  return topic in SLOT_TYPES;
}

export function isSymptomTopic(topic: QuestionTopic): topic is SymptomTopic {
  return ![
    'how_are_you',
    'anything_else',
    'screen',
    'red_flags',
    'mood',
    'energy',
    'sleep_quality',
    'done',
  ].includes(topic);
}

/** How a question about a symptom is recorded as closed in the state. */
export function closedKey(symptom: SymptomKey, topic: SymptomTopic): string {
  return `${symptom}.${topic}`;
}
