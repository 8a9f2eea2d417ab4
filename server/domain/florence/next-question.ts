// Decides the one next question from the state alone, so an interview resumed from the
// database asks exactly what it would have asked. Order: how the patient feels; the
// details of each reported symptom, the current one first and then the most dangerous;
// the screening of common side effects; the red-flag screen (first of all when a message named
// the chest, the breath or blood in words not read); the day's ratings (mood,
// energy, sleep), each asked once; "anything else?"; done.
import { SYMPTOM_KEYS, evaluateFinding, type SymptomFinding, type SymptomKey } from '../triage';
import { findingFor, screenedFor, triageContextFor } from './findings';
import {
  ALWAYS,
  SLOT_TYPES,
  SYMPTOM_PLANS,
  closedKey,
  isSlotTopic,
  isSymptomTopic,
  redFlagScreen,
  screeningGroups,
  slotFilled,
} from './symptom-plan';
import { saidUnasked } from './answer-effects';
import { RATING_TOPICS, isRatingTopic } from './ratings';
import type { Awaiting, InterviewState } from './types';

export const HOW_ARE_YOU_QUESTION: Awaiting = { type: 'symptoms', topic: 'how_are_you' };
export const ANYTHING_ELSE_QUESTION: Awaiting = { type: 'symptoms', topic: 'anything_else' };
export const NO_QUESTION: Awaiting = { type: 'done', topic: 'done' };

type PlanningState = Pick<InterviewState, 'findings' | 'closed' | 'context' | 'awaiting'> &
  Partial<Pick<InterviewState, 'redFlagsFirst'>>;

/** The reported symptoms still to ask about: the one being asked first, then by danger. */
function reportedInOrder(state: PlanningState): SymptomFinding[] {
  const context = triageContextFor(state.context);
  const current = state.awaiting.symptom;
  const rank = (symptom: SymptomKey) => (symptom === current ? -1 : SYMPTOM_KEYS.indexOf(symptom));
  return state.findings
    .filter((finding) => evaluateFinding(finding, context).present)
    .sort((a, b) => rank(a.symptom) - rank(b.symptom));
}

function nextAbout(finding: SymptomFinding, state: PlanningState): Awaiting | null {
  const { symptom } = finding;
  const plan = SYMPTOM_PLANS[symptom];
  const slot = plan.slots.find(
    (topic) => !slotFilled(finding, topic) && !state.closed.includes(closedKey(symptom, topic)),
  );
  if (slot) return { type: SLOT_TYPES[slot], topic: slot, symptom };
  const followUp = plan.followUp;
  if (!followUp || state.closed.includes(closedKey(symptom, followUp.topic))) return null;
  if (saidUnasked(finding, followUp.topic)) return null;
  if (followUp.fromGrade === ALWAYS) return { type: 'follow_up', topic: followUp.topic, symptom };
  const grade = evaluateFinding(finding, triageContextFor(state.context)).grade;
  return grade !== null && grade >= followUp.fromGrade
    ? { type: 'follow_up', topic: followUp.topic, symptom }
    : null;
}

function nextScreen(state: PlanningState): Awaiting | null {
  for (const group of screeningGroups(state.context.treatmentStatus)) {
    const covers = group.filter((symptom) => !screenedFor(state.findings, symptom));
    const [first] = covers;
    if (first) return { type: 'yes_no', topic: 'screen', symptom: first, covers };
  }
  return null;
}

/** Red-level symptoms the conversation has not settled: neither graded nor denied. */
export function unsettledRedFlags(
  findings: readonly SymptomFinding[],
  context: PlanningState['context'],
): SymptomKey[] {
  return redFlagScreen(context.treatmentStatus).filter(
    (symptom) => !screenedFor(findings, symptom),
  );
}

/** The red-flag screen, asked once (closed by any answer) while a red symptom is unsettled. */
function nextRedFlagScreen(state: PlanningState): Awaiting | null {
  if (state.closed.includes('red_flags')) return null;
  const covers = unsettledRedFlags(state.findings, state.context);
  return covers.length > 0 ? { type: 'red_flags', topic: 'red_flags', covers } : null;
}

export function nextQuestion(state: PlanningState): Awaiting {
  if (!state.closed.includes('how_are_you')) return HOW_ARE_YOU_QUESTION;
  // red-area words the reading could not place: the screen first (unread-red-words.ts)
  const early = state.redFlagsFirst?.length ? nextRedFlagScreen(state) : null;
  if (early?.covers) {
    // the symptoms whose words were not read first: a second unclear answer keeps the first
    const first = state.redFlagsFirst!.filter((symptom) => early.covers!.includes(symptom));
    const covers = [...first, ...early.covers.filter((symptom) => !first.includes(symptom))];
    return { ...early, covers, early: true };
  }
  for (const finding of reportedInOrder(state)) {
    const question = nextAbout(finding, state);
    if (question) return question;
  }
  const screen = nextScreen(state) ?? nextRedFlagScreen(state);
  if (screen) return screen;
  // Closed by any answer, read or not: a rating is never asked twice (wellness rules §1).
  const rating = RATING_TOPICS.find((topic) => !state.closed.includes(topic));
  if (rating) return { type: 'rating', topic: rating };
  return state.closed.includes('anything_else') ? NO_QUESTION : ANYTHING_ELSE_QUESTION;
}

/** A question's key: 'how_are_you', 'screen.fatigue', 'fever.temperature'. */
export function questionKey(question: Awaiting): string {
  if (question.topic === 'screen') return `screen.${question.symptom}`;
  if (!question.symptom || !isSymptomTopic(question.topic)) return question.topic;
  return closedKey(question.symptom, question.topic);
}

/** Whether a question is still unanswered: its value missing and not closed. */
export function isStillOpen(question: Awaiting, state: PlanningState): boolean {
  if (question.topic === 'done') return false;
  if (
    question.topic === 'how_are_you' ||
    question.topic === 'anything_else' ||
    isRatingTopic(question.topic)
  ) {
    return !state.closed.includes(question.topic);
  }
  if (question.topic === 'screen') {
    return (question.covers ?? []).every((symptom) => !screenedFor(state.findings, symptom));
  }
  if (question.topic === 'red_flags') return !state.closed.includes('red_flags');
  const { symptom, topic } = question;
  const finding = symptom ? findingFor(state.findings, symptom) : undefined;
  if (!finding || !isSymptomTopic(topic)) return false;
  if (state.closed.includes(closedKey(finding.symptom, topic))) return false;
  return !isSlotTopic(topic) || !slotFilled(finding, topic);
}

/**
 * Questions other than the optional ones (the ratings, "anything else?") remain: the
 * check-in ended early.
 */
export function hasUnansweredQuestions(state: PlanningState): boolean {
  const next = nextQuestion(state);
  return next.topic !== 'done' && next.topic !== 'anything_else' && next.type !== 'rating';
}
