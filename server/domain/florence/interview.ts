// The guided check-in interview: deterministic, pure functions over a JSON state. Each
// message is read, recorded, checked for alerts, and answered with ONE next question.
// A red-level finding interrupts at once with the safety instruction.
import type { SymptomFinding } from '../triage';
import { newAlerts } from './alerts';
import { compact, triageContextFor } from './findings';
import {
  HOW_ARE_YOU_QUESTION,
  NO_QUESTION,
  hasUnansweredQuestions,
  isStillOpen,
  nextQuestion,
} from './next-question';
import { recordMessage, type Recorded } from './record';
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
} from './replies';
import type { MessageReading } from './reading';
import { understandMessage } from './understand';
import type {
  FinishedInterview,
  FlorenceReply,
  InterviewContext,
  InterviewState,
  InterviewTurn,
} from './types';

/** An unclear answer is asked about once more, then left unclear. */
const MAX_RETRIES = 1;

export function startInterview(context: InterviewContext): { state: InterviewState; reply: FlorenceReply } {
  const state: InterviewState = {
    version: 1,
    context: compact({ ...context }),
    status: 'active',
    findings: [],
    awaiting: HOW_ARE_YOU_QUESTION,
    closed: [],
    retries: 0,
    turn: 0,
    alerted: { red: [], grade3: [] },
  };
  return { state, reply: greetingReply(state) };
}

/** Recording only adds to `closed`, so its length tells whether a question was closed. */
function sameRecord(a: Recorded, b: Pick<InterviewState, 'findings' | 'closed'>): boolean {
  return JSON.stringify(a.findings) === JSON.stringify(b.findings) && a.closed.length === b.closed.length;
}

export function continueInterview(state: InterviewState, patientMessage: string): InterviewTurn {
  const { language } = state.context;
  if (state.status === 'finished') return { state, reply: closingReply(language), events: [] };
  const reading = understandMessage(patientMessage);
  const { findings, closed, awaiting, context } = state;
  const recorded = recordMessage({ findings, closed, awaiting, context, reading, text: patientMessage });
  const learned = !sameRecord(recorded, state);
  const { events, alerted } = newAlerts(recorded.findings, state);
  let next: InterviewState = { ...state, ...recorded, alerted, turn: state.turn + 1 };

  if (events.some((event) => event.type === 'red_finding')) {
    next = { ...next, status: 'interrupted', awaiting: NO_QUESTION, retries: 0 };
    return { state: next, reply: redFindingReply(language), events };
  }
  if (state.status === 'interrupted') return { state: next, reply: stillUrgentReply(language), events };
  if (reading.wantsToStop) {
    next = { ...next, status: 'stopped', awaiting: NO_QUESTION, retries: 0 };
    return { state: next, reply: summaryReply(next, hasUnansweredQuestions(next)), events };
  }
  if (state.status !== 'active') {
    // A message after the summary: anything new reopens the interview, the rest is noted.
    if (!learned) return { state: next, reply: closingReply(language), events };
    next = { ...next, status: 'active', closed: next.closed.filter((key) => key !== 'anything_else') };
  }
  return askNext({ previous: state, recorded: next, reading, text: patientMessage, events, learned });
}

interface ReadMessage {
  previous: InterviewState;
  recorded: InterviewState;
  reading: MessageReading;
  text: string;
  events: InterviewTurn['events'];
  /** The message added or closed something. */
  learned: boolean;
}

/** The next question; an answer that added nothing is asked again once, then left unclear. */
function askNext({ previous, recorded, reading, text, events, learned }: ReadMessage): InterviewTurn {
  let next = recorded;
  let gaveUp = false;
  if (!learned && isStillOpen(previous.awaiting, next)) {
    if (previous.retries < MAX_RETRIES) {
      next = { ...next, retries: previous.retries + 1 };
      return { state: next, reply: retryReply(next), events };
    }
    next = { ...next, ...recordUnclearAnswer({ ...next, awaiting: previous.awaiting, text }) };
    gaveUp = true;
  }
  const awaiting = nextQuestion(next);
  next = { ...next, awaiting, retries: 0 };
  if (awaiting.topic === 'done') {
    next = { ...next, status: 'complete' };
    return { state: next, reply: summaryReply(next, false), events };
  }
  const preface = acknowledgement({
    previous: previous.awaiting,
    next: awaiting,
    reading,
    turn: next.turn,
    language: next.context.language,
    urgent: events.some((event) => event.type === 'grade3_finding'),
    gaveUp,
  });
  return { state: next, reply: questionReply(next, preface), events };
}

export function finishInterview(state: InterviewState): FinishedInterview {
  const endedEarly =
    state.status === 'finished'
      ? (state.endedEarly ?? false)
      : state.status !== 'complete' && hasUnansweredQuestions(state);
  const finished: InterviewState = { ...state, status: 'finished', awaiting: NO_QUESTION, endedEarly };
  const findings: SymptomFinding[] = finished.findings.map((finding) => ({ ...finding }));
  return {
    state: finished,
    reply: summaryReply(finished, endedEarly),
    findings,
    context: triageContextFor(state.context, endedEarly),
  };
}
