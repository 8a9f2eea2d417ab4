// The guided check-in interview: deterministic, pure functions over a JSON state. Each
// message is read, recorded, checked for alerts, and answered with ONE next question.
// A red-level finding interrupts at once with the safety instruction.
import type { SymptomFinding } from '../triage';
import { newlyRecorded } from './after-warning';
import { newAlerts } from './alerts';
import { compact, triageContextFor } from './findings';
import {
  HOW_ARE_YOU_QUESTION,
  NO_QUESTION,
  hasUnansweredQuestions,
  isStillOpen,
  nextQuestion,
  questionKey,
} from './next-question';
import { recordMessage, type Recorded } from './record';
import { closedKey } from './symptom-plan';
import { recordUnclearAnswer } from './unclear-answers';
import {
  acknowledgement,
  closingReply,
  greetingReply,
  questionReply,
  redFindingReply,
  retryReply,
  stillUrgentReply,
  summaryReply,
  withCarerNote,
} from './replies';
import { withoutReportedSpeech, writtenByCarer } from './speaker';
import { normaliseMessage } from './text-scan';
import { unreadRedArea } from './unread-red-words';
import type { MessageReading } from './reading';
import { understandMessage } from './understand';
import type {
  Awaiting,
  FinishedInterview,
  FlorenceReply,
  InterviewContext,
  InterviewState,
  InterviewTurn,
} from './types';

/** An unclear answer is asked about once more, then left unclear. */
const MAX_RETRIES = 1;
/** No question is asked a third time, even when other answers came between. */
const MAX_ASKS = 2;
/** More settling steps than there are questions; a loop here would be a bug. */
const MAX_SETTLING = 60;

export function startInterview(context: InterviewContext): {
  state: InterviewState;
  reply: FlorenceReply;
} {
  const state: InterviewState = {
    version: 1,
    context: compact({ ...context }),
    status: 'active',
    findings: [],
    awaiting: HOW_ARE_YOU_QUESTION,
    closed: [],
    retries: 0,
    turn: 0,
    alerted: { red: [], grade3: [], caution: [] },
    asked: { [questionKey(HOW_ARE_YOU_QUESTION)]: 1 },
  };
  return { state, reply: greetingReply(state) };
}

/** Recording only adds to `closed`, so its length tells whether a question was closed. */
function sameRecord(a: Recorded, b: Pick<InterviewState, 'findings' | 'closed'>): boolean {
  return (
    JSON.stringify(a.findings) === JSON.stringify(b.findings) && a.closed.length === b.closed.length
  );
}

const timesAsked = (state: InterviewState, question: Awaiting) =>
  state.asked?.[questionKey(question)] ?? 0;

function countAsked(state: InterviewState, question: Awaiting): InterviewState {
  const key = questionKey(question);
  return { ...state, asked: { ...state.asked, [key]: timesAsked(state, question) + 1 } };
}

/**
 * The next question to ask. One already asked twice is not asked again: its answer is
 * left unclear (which for a possibly red-level symptom raises a caution alert).
 */
function settleNextQuestion(state: InterviewState): {
  state: InterviewState;
  awaiting: Awaiting;
  gaveUp: boolean;
} {
  let next = state;
  let awaiting = nextQuestion(next);
  let gaveUp = false;
  for (
    let step = 0;
    step < MAX_SETTLING && awaiting.topic !== 'done' && timesAsked(next, awaiting) >= MAX_ASKS;
    step += 1
  ) {
    next = { ...next, ...recordUnclearAnswer({ ...next, awaiting, text: '' }) };
    awaiting = nextQuestion(next);
    gaveUp = true;
  }
  return { state: next, awaiting, gaveUp };
}

export function continueInterview(state: InterviewState, patientMessage: string): InterviewTurn {
  const { language } = state.context;
  if (state.status === 'finished') return { state, reply: closingReply(language), events: [] };
  const carerNoticed = noticeCarer(state, patientMessage);
  if (!carerNoticed) return answerMessage(state, patientMessage);
  const turn = answerMessage(carerNoticed, patientMessage);
  return { ...turn, reply: withCarerNote(turn.reply, language) };
}

/**
 * The state with the carer noted, when this message is the first to show a family member
 * or carer writing for the patient (speaker.ts); null otherwise.
 */
export function noticeCarer<T extends InterviewState>(state: T, message: string): T | null {
  if (state.context.reportedBy || !writtenByCarer(message)) return null;
  return { ...state, context: { ...state.context, reportedBy: 'carer' } };
}

function answerMessage(state: InterviewState, patientMessage: string): InterviewTurn {
  const { language } = state.context;
  const reading = understandMessage(withoutReportedSpeech(patientMessage), {
    writerIsPatient: !state.context.reportedBy && !state.context.carer,
  });
  const { findings, closed, awaiting, context } = state;
  const recorded = recordMessage({
    findings,
    closed,
    awaiting,
    context,
    reading,
    text: patientMessage,
    ratings: state.ratings,
  });
  const learned = !sameRecord(recorded, state);
  let next: InterviewState = { ...state, ...recorded, turn: state.turn + 1 };
  // red-area words not read either way: the red-flag screen next (unread-red-words.ts)
  const unread = next.closed.includes('red_flags')
    ? []
    : unreadRedArea(normaliseMessage(patientMessage), reading);
  if (unread.length > 0)
    next = { ...next, redFlagsFirst: [...new Set([...(next.redFlagsFirst ?? []), ...unread])] };
  let gaveUp = false;

  // An answer that added nothing is asked again once, with a word on the form it needs.
  if (!learned && !reading.wantsToStop && isStillOpen(awaiting, next)) {
    if (state.retries < MAX_RETRIES && timesAsked(state, awaiting) < MAX_ASKS) {
      next = countAsked({ ...next, retries: state.retries + 1 }, awaiting);
      return { state: next, reply: retryReply(next), events: [] };
    }
    next = { ...next, ...recordUnclearAnswer({ ...next, awaiting, text: patientMessage }) };
    gaveUp = true;
  }
  const reopening =
    state.status !== 'active' && state.status !== 'interrupted' && learned && !reading.wantsToStop;
  if (reopening) {
    // A message after the summary: anything new reopens the interview, the rest is noted.
    next = {
      ...next,
      status: 'active',
      closed: next.closed.filter((key) => key !== 'anything_else'),
    };
  }
  const settled =
    next.status === 'active' && !reading.wantsToStop ? settleNextQuestion(next) : null;
  if (settled) next = settled.state;

  const { events, alerted } = newAlerts(next.findings, next);
  next = { ...next, alerted };
  // The full safety instruction once; after it, a later red finding still raises the alert
  // (the same alert, raised in place) and is answered like any other message after it.
  if (events.some((event) => event.type === 'red_finding') && state.status !== 'interrupted') {
    next = { ...next, status: 'interrupted', awaiting: NO_QUESTION, retries: 0 };
    return { state: next, reply: redFindingReply(language), events };
  }
  if (state.status === 'interrupted') {
    const recorded = newlyRecorded(state.findings, next.findings, language);
    const input = { language, text: patientMessage, recorded, turn: next.turn };
    return { state: next, reply: stillUrgentReply(input), events };
  }
  if (reading.wantsToStop) {
    next = { ...next, status: 'stopped', awaiting: NO_QUESTION, retries: 0 };
    return { state: next, reply: summaryReply(next, hasUnansweredQuestions(next)), events };
  }
  if (!settled) return { state: next, reply: closingReply(language), events };
  return askNext({
    previous: state,
    recorded: next,
    awaiting: settled.awaiting,
    reading,
    events,
    gaveUp: gaveUp || settled.gaveUp,
  });
}

interface PlannedTurn {
  previous: InterviewState;
  recorded: InterviewState;
  awaiting: Awaiting;
  reading: MessageReading;
  events: InterviewTurn['events'];
  /** An answer was left unclear this turn. */
  gaveUp: boolean;
}

/** Asks the planned question, after a word that fits what the patient just said. */
function askNext({
  previous,
  recorded,
  awaiting,
  reading,
  events,
  gaveUp,
}: PlannedTurn): InterviewTurn {
  let next: InterviewState = { ...recorded, awaiting, retries: 0 };
  if (awaiting.topic === 'done') {
    next = { ...next, status: 'complete' };
    return { state: next, reply: summaryReply(next, false), events };
  }
  next = countAsked(next, awaiting);
  const preface = acknowledgement({
    previous: previous.awaiting,
    next: awaiting,
    reading,
    turn: next.turn,
    language: next.context.language,
    urgent: events.some((event) => event.type === 'grade3_finding'),
    unclearPossiblyRed: events.some((event) => event.type === 'unclear_possibly_red'),
    gaveUp,
  });
  return { state: next, reply: questionReply(next, preface), events };
}

/**
 * A fever reported but never given a reading, because the check-in ended before the
 * question was answered, is a fever without a reading (fever-rules.ts).
 */
function withUnmeasuredFevers(state: InterviewState): SymptomFinding[] {
  const unanswered = !state.closed.includes(closedKey('fever', 'temperature'));
  return state.findings.map((finding) =>
    finding.symptom === 'fever' &&
    unanswered &&
    !finding.negated &&
    !finding.notSure &&
    finding.temperatureC === undefined
      ? { ...finding, temperatureNotTaken: true }
      : { ...finding },
  );
}

/** `unanswered`: whether questions were left (basic mode knows from its script). */
export function finishInterview(
  state: InterviewState,
  unanswered = hasUnansweredQuestions(state),
): FinishedInterview {
  const endedEarly =
    state.status === 'finished'
      ? (state.endedEarly ?? false)
      : state.status !== 'complete' && unanswered;
  const findings = state.status === 'finished' ? state.findings : withUnmeasuredFevers(state);
  const finished: InterviewState = {
    ...state,
    findings,
    status: 'finished',
    awaiting: NO_QUESTION,
    endedEarly,
  };
  return {
    state: finished,
    reply: summaryReply(finished, endedEarly),
    findings: findings.map((finding) => ({ ...finding })),
    context: triageContextFor(state.context, endedEarly),
    ratings: { ...state.ratings },
  };
}
