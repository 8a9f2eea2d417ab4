// Builders shared by the interview tests: each test states only the conversation.
import { assessTriage, type SymptomKey, type TriageAssessment } from '../triage';
import { understandMessage } from './understand';
import { continueInterview, finishInterview, startInterview } from './interview';
import type { FlorenceReply, InterviewContext, InterviewEvent, InterviewState } from './types';

export function interviewContext(overrides: Partial<InterviewContext> = {}): InterviewContext {
  return {
    language: 'en',
    treatmentStatus: 'undergoing_treatment',
    onImmunotherapy: false,
    ...overrides,
  };
}

export interface Conversation {
  state: InterviewState;
  replies: FlorenceReply[];
  /** Events of each patient message, in order. */
  events: InterviewEvent[][];
}

/** Starts an interview and sends the messages in turn. */
export function converse(
  messages: readonly string[],
  overrides: Partial<InterviewContext> = {},
): Conversation {
  const started = startInterview(interviewContext(overrides));
  return continueWith({ state: started.state, replies: [started.reply], events: [] }, messages);
}

export function continueWith(
  conversation: Conversation,
  messages: readonly string[],
): Conversation {
  let { state } = conversation;
  const replies = [...conversation.replies];
  const events = [...conversation.events];
  for (const message of messages) {
    const turn = continueInterview(state, message);
    state = turn.state;
    replies.push(turn.reply);
    events.push(turn.events);
  }
  return { state, replies, events };
}

/** Finishes the interview and assesses its findings, as the server does. */
export function assessAtFinish(state: InterviewState): TriageAssessment {
  const finished = finishInterview(state);
  return assessTriage(finished.findings, finished.context);
}

/** What Florence reads of `text` about `symptom`, said in one message. */
export function mentionIn(text: string, symptom: SymptomKey) {
  return understandMessage(text).mentions.find((m) => m.symptom === symptom);
}

/** The symptoms Florence reads in `text`, in order. */
export function symptomsIn(text: string): SymptomKey[] {
  return understandMessage(text).mentions.map((m) => m.symptom);
}

export function lastReply(conversation: Conversation): FlorenceReply {
  return conversation.replies.at(-1)!;
}

/** Answers to the day's ratings (mood, energy, sleep), asked after the screening. */
export const RATINGS_EN = ['4', 'ok', 'slept well'] as const;
export const RATINGS_ZH = ['四分', '一般', '瞓得幾好'] as const;

/**
 * Patient answers that deny every screening question (the common side effects, fever,
 * then the red-flag screen), rate the day and then end the check-in.
 */
export const ALL_NO_EN = ['no', 'no', 'no', 'no', 'no', 'no', 'no', ...RATINGS_EN, 'no'] as const;
export const ALL_NO_ZH = ['冇', '冇', '冇', '冇', '冇', '冇', '冇', ...RATINGS_ZH, '冇喇'] as const;

/** Gives the same answer to every remaining question until the check-in is complete. */
export function answerUntilDone(conversation: Conversation, answer: string): Conversation {
  let current = conversation;
  // More than any interview asks; a loop here is a bug.
  for (let turn = 0; turn < 30 && current.state.awaiting.type !== 'done'; turn += 1) {
    current = continueWith(current, [answer]);
  }
  return current;
}

/** The language a test message is written in: a lower-case Latin letter makes it English. */
export function languageOf(text: string): 'en' | 'zh-HK' {
  return /[a-z]/.test(text) ? 'en' : 'zh-HK';
}

/** Whether `text`, the opening message, brings the 999 instruction (in `language`). */
export function interrupts(text: string, language = languageOf(text)): boolean {
  return converse([text], { language }).state.status === 'interrupted';
}

/** Gives the same answer until Florence asks the red-flag screen (at most ten times). */
export function answerUntilSafetyCheck(conversation: Conversation, answer: string): Conversation {
  let current = conversation;
  for (let turn = 0; turn < 10 && current.state.awaiting.type !== 'red_flags'; turn += 1)
    current = continueWith(current, [answer]);
  return current;
}
