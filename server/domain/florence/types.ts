// Types of the guided check-in interview. InterviewState is plain JSON (no classes,
// dates or undefined values), so the server can store it in the database and resume
// the conversation after a restart.
import type {
  EvaluatedFinding,
  Language,
  SymptomFinding,
  SymptomKey,
  TreatmentStatus,
  TriageContext,
} from '../triage';

export interface InterviewContext {
  language: Language;
  /** Drives the fever rules: on treatment any raised temperature is an emergency. */
  treatmentStatus: TreatmentStatus;
  onImmunotherapy: boolean;
  /** Used in the greeting and the summary only. */
  patientName?: string;
  /**
   * Set when a message shows a family member or carer writing for the patient (speaker.ts):
   * the summary and the doctor's alert say so. Absent otherwise.
   */
  reportedBy?: 'carer';
  /** A signed-in carer checking in for the patient (carer-address.ts); absent otherwise. */
  carer?: CarerAddress;
}

/** Who the carer is to the patient (the patient chose it when inviting them). */
export type CarerRelationship =
  | 'DAUGHTER'
  | 'SON'
  | 'WIFE'
  | 'HUSBAND'
  | 'PARTNER'
  | 'MOTHER'
  | 'FATHER'
  | 'SISTER'
  | 'BROTHER'
  | 'DOMESTIC_HELPER'
  | 'FRIEND'
  | 'OTHER';

/** What Florence needs to speak to a carer about the patient. */
export interface CarerAddress {
  /** the carer's name, as they greet them */
  name: string;
  relationship: CarerRelationship;
  /** the patient's gender as their profile gives it ('Female', 'Male', …), to say "mum" or "dad" */
  patientGender?: string;
  patientName?: string;
}

export type AwaitingType =
  | 'symptoms'
  | 'severity'
  | 'frequency'
  | 'duration'
  | 'location'
  | 'yes_no'
  | 'temperature'
  | 'episodes'
  | 'follow_up'
  | 'rating'
  /** The red-flag screen: one question with a choice for each red-level symptom. */
  | 'red_flags'
  | 'done';

/** A detail asked about a symptom; the symptom's plan lists which, in order. */
export type SlotTopic =
  | 'severity'
  | 'frequency'
  | 'duration'
  | 'location'
  | 'temperature'
  | 'episodes'
  | 'at_rest'
  | 'heavy_or_ongoing'
  | 'fever_signs';

/** The one extra question asked when a symptom is bad. */
export type FollowUpTopic =
  | 'keeps_fluids'
  | 'blood_in_stool'
  | 'blood_in_urine'
  | 'daily_activities'
  | 'pain_relief'
  | 'drinking_enough'
  | 'also_breathless'
  | 'eating_drinking'
  | 'skin_spreading'
  | 'hands_feet'
  | 'sudden_vision'
  | 'bowels_days';

/** The day's ratings (wellness rules §1), each asked once, on the chat's 1-5 scale. */
export type RatingTopic = 'mood' | 'energy' | 'sleep_quality';

export type QuestionTopic =
  | 'how_are_you'
  | 'anything_else'
  | 'screen'
  | 'red_flags'
  | SlotTopic
  | FollowUpTopic
  | RatingTopic
  | 'done';

/**
 * Mood, energy and sleep quality (1-5) and the hours slept when offered. Stored with the
 * final assessment as `structured_assessment.ratings`; the triage engine never reads it.
 */
export interface CheckInRatings {
  mood?: number;
  energy?: number;
  sleep_quality?: number;
  hours_slept?: number;
}

/**
 * The question Florence is asking, as data: the engine reads the next answer by it, and
 * a language model may rephrase its default text without changing what is asked.
 */
export interface Awaiting {
  type: AwaitingType;
  /** Which question of that type: 'screen', 'at_rest', 'keeps_fluids'... */
  topic: QuestionTopic;
  /** The symptom asked about. */
  symptom?: SymptomKey;
  /** Screening questions: every symptom the question covers (nausea with vomiting). */
  covers?: SymptomKey[];
  /** The red-flag screen asked first, not last (unread-red-words.ts). */
  early?: true;
}

/**
 * active: asking; complete: nothing left to ask; stopped: the patient asked to end;
 * interrupted: a red-level finding, no more questions; finished: finishInterview ran.
 */
export type InterviewStatus = 'active' | 'complete' | 'stopped' | 'interrupted' | 'finished';

export interface InterviewState {
  version: 1;
  context: InterviewContext;
  status: InterviewStatus;
  /** One finding per symptom, in the order they were first recorded. */
  findings: SymptomFinding[];
  awaiting: Awaiting;
  /**
   * Questions answered without a value to record ('not sure', unclear twice, a
   * follow-up's yes/no): 'how_are_you', 'anything_else' or '<symptom>.<topic>'.
   */
  closed: string[];
  /** Times the current question was asked again after an unclear answer (0 or 1). */
  retries: number;
  /** Patient messages read; picks among acknowledgement wordings. */
  turn: number;
  /**
   * Symptoms whose alert was raised, so that each alert fires once. `caution` (a
   * possibly red-level symptom left unclear) is absent from states stored before it.
   */
  alerted: { red: SymptomKey[]; grade3: SymptomKey[]; caution?: SymptomKey[] };
  /**
   * Times each question was asked, by question key ('fever.temperature'), so that no
   * question is asked a third time. Absent from states stored before it was counted.
   */
  asked?: Record<string, number>;
  /** Set by finishInterview. */
  endedEarly?: boolean;
  /** The ratings given so far; absent from states stored before Florence asked them. */
  ratings?: CheckInRatings;
  /**
   * A message named the chest, the breath, blood or a muddled mind in words not read as a
   * symptom (unread-red-words.ts): the red-flag screen comes next, before anything else, and
   * names those symptoms first (an unclear answer twice keeps the first as 'not sure').
   */
  redFlagsFirst?: SymptomKey[];
  /** Basic mode only (basic-mode.ts): the script's answers so far. */
  basic?: { answers: BasicModeAnswer[] };
}

/** An answer to one question of basic mode's script. */
export interface BasicModeAnswer {
  questionId: string;
  answer: string;
}

export interface FlorenceReply {
  kind: 'question' | 'safety' | 'summary' | 'greeting';
  /** The whole reply as shown: `preface`, then `question`. */
  text: string;
  /** Acknowledgement, safety instruction or summary said before the question; may be ''. */
  preface: string;
  /** The default wording of the question asked; '' when nothing is asked. */
  question: string;
  awaiting: Awaiting;
}

export type InterviewEvent =
  | { type: 'red_finding'; importance: 'critical'; findings: EvaluatedFinding[] }
  | { type: 'grade3_finding'; importance: 'urgent'; findings: EvaluatedFinding[] }
  | { type: 'unclear_possibly_red'; importance: 'caution'; findings: EvaluatedFinding[] };

export interface InterviewTurn {
  state: InterviewState;
  reply: FlorenceReply;
  /** Alerts the server must raise now, each symptom at most once per interview. */
  events: InterviewEvent[];
}

export interface FinishedInterview {
  state: InterviewState;
  reply: FlorenceReply;
  /** For assessTriage. */
  findings: SymptomFinding[];
  context: TriageContext;
  /** Stored beside the assessment; never part of the triage. */
  ratings: CheckInRatings;
}
