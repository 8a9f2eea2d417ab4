// What a yes or a no records, for the questions whose answer is a fact the triage
// rules read (at rest, heavy bleeding, fluids kept down...). Follow-ups without such a
// fact are kept as a note for the doctor.
import type { SymptomFinding, SymptomKey, TreatmentStatus } from '../triage';
import type { FollowUpTopic } from './types';

type FindingUpdate = Partial<SymptomFinding>;

export interface AnswerEffect {
  yes?: FindingUpdate;
  no?: FindingUpdate;
  /** A yes also records this symptom, which is then asked about in turn. */
  yesAlsoRecords?: SymptomKey;
}

export const FOLLOW_UP_EFFECTS: Readonly<Record<FollowUpTopic, AnswerEffect>> = {
  // The question is "able to keep fluids down?": a no is the rule's 'unable'.
  keeps_fluids: { yes: { unableToKeepFluids: false }, no: { unableToKeepFluids: true } },
  blood_in_stool: { yes: { bloodIn: true }, no: { bloodIn: false } },
  blood_in_urine: { yes: { bloodIn: true }, no: { bloodIn: false } },
  also_breathless: { yesAlsoRecords: 'shortness_of_breath' },
  daily_activities: {},
  pain_relief: {},
  drinking_enough: {},
  eating_drinking: {},
  skin_spreading: {},
  hands_feet: {},
  sudden_vision: {},
  bowels_days: {},
};

/**
 * The finding already holds what an answer to this follow-up would record, said without
 * being asked ("can't keep water down", "no blood in it"): asking it would sound as though
 * Florence had not listened. A follow-up that records nothing is asked as before.
 */
export function saidUnasked(finding: SymptomFinding, topic: FollowUpTopic): boolean {
  const { yes, no } = FOLLOW_UP_EFFECTS[topic];
  const recorded = Object.keys({ ...yes, ...no }) as (keyof SymptomFinding)[];
  return recorded.length > 0 && recorded.every((key) => finding[key] !== undefined);
}

/**
 * What a word of normality ('normal', 正常) answers to each yes/no question: the healthy
 * answer, except for warning signs (null: asked again). Able to keep fluids down, drinking enough
 * and painkillers helping are yeses;
 * everything else asks about a problem, so normal is a no.
 */
export function normalReply(topic: string): 'yes' | 'no' | null {
  // A warning sign is asked again rather than ruled out by "no change" or "normal".
  if (WARNING_SIGN_TOPICS.has(topic)) return null;
  return healthyReply(topic);
}

/** The reassuring answer to a question: "no" to a problem, "yes" to keeping fluids down. */
export function healthyReply(topic: string): 'yes' | 'no' {
  return topic === 'keeps_fluids' || topic === 'drinking_enough' || topic === 'pain_relief'
    ? 'yes'
    : 'no';
}

const WARNING_SIGN_TOPICS = new Set([
  'at_rest',
  'heavy_or_ongoing',
  'fever_signs',
  'blood_in_stool',
  'blood_in_urine',
  'also_breathless',
  'sudden_vision',
]);

/**
 * Follow-ups that a symptom word answers: "can't eat, it hurts too much" (appetite) to
 * "are the sores stopping you eating?" is a yes. `drop`: the word restates the question
 * and is not recorded as a symptom of its own.
 */
export const ANSWERED_BY_SYMPTOM: Readonly<
  Partial<Record<FollowUpTopic, { symptom: SymptomKey; drop: boolean }>>
> = {
  eating_drinking: { symptom: 'appetite_loss', drop: true },
  also_breathless: { symptom: 'shortness_of_breath', drop: false },
  hands_feet: { symptom: 'numbness_tingling', drop: true },
};

/** Follow-ups asked about more than one symptom: answered once, for all of them. */
export const SHARED_FOLLOW_UPS: Readonly<Partial<Record<FollowUpTopic, readonly SymptomKey[]>>> = {
  keeps_fluids: ['nausea', 'vomiting'],
};

export const AT_REST_EFFECT: AnswerEffect = {
  yes: { atRest: true },
  // Not at rest: then it is when moving about, which the question offered as the other case.
  no: { atRest: false, onExertion: true },
};

export const HEAVY_OR_ONGOING_EFFECT: AnswerEffect = {
  yes: { ongoing: true },
  no: { heavy: false, ongoing: false },
};

/**
 * On treatment the question names both signs and either makes a fever red, so a yes
 * is recorded as feeling unwell; off treatment only shivering (rigors) is asked.
 */
export function feverSignsEffect(status: TreatmentStatus): AnswerEffect {
  return status === 'undergoing_treatment'
    ? { yes: { generallyUnwell: true }, no: { rigors: false, generallyUnwell: false } }
    : { yes: { rigors: true }, no: { rigors: false } };
}
