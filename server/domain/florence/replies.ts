// Builds Florence's replies. The question is data (`awaiting`) with a default text, and
// the preface (acknowledgement or safety instruction) is kept apart from it, so a
// language model may rephrase the question while what is asked stays decided here.
import { redFindingSafetyMessage, type Language } from '../triage';
import {
  ANSWER_HINTS,
  CARER_NOTED,
  CLOSING,
  GLAD,
  GOOD_TO_HEAR,
  MOVING_ON,
  NOTED,
  PAUSED,
  RATINGS_INTRO,
  RETRY,
  SCREEN_INTRO,
  SORRY,
  UNCLEAR_POSSIBLY_SERIOUS,
  URGENT_NOTED,
  greeting,
  joinSentences,
} from './messages';
import { healthyReply } from './answer-effects';
import { carerGreeting } from './carer-address';
import { afterWarningText, type AfterWarningInput } from './after-warning';
import { NO_QUESTION } from './next-question';
import { questionText } from './question-texts';
import type { MessageReading } from './reading';
import { summaryText } from './summary';
import type { Awaiting, FlorenceReply, InterviewState } from './types';

function reply(
  language: Language,
  kind: FlorenceReply['kind'],
  preface: string,
  question: string,
  awaiting: Awaiting,
): FlorenceReply {
  return { kind, text: joinSentences(language, preface, question), preface, question, awaiting };
}

export function greetingReply(state: InterviewState): FlorenceReply {
  const { language, patientName, carer } = state.context;
  const question = questionText(state.awaiting, state.context);
  const hello = carer ? carerGreeting(carer, language) : greeting(language, patientName);
  return reply(language, 'greeting', hello, question, state.awaiting);
}

export function questionReply(state: InterviewState, preface: string): FlorenceReply {
  const question = questionText(state.awaiting, state.context);
  return reply(state.context.language, 'question', preface, question, state.awaiting);
}

/** A question of basic mode's script, in the script's own words. */
export function scriptedQuestionReply(
  language: Language,
  preface: string,
  question: { text: string; awaiting: Awaiting },
): FlorenceReply {
  return reply(language, 'question', preface, question.text, question.awaiting);
}

/** The same question again, after an unclear answer, with a word on how to answer it. */
export function retryReply(state: InterviewState): FlorenceReply {
  const { language } = state.context;
  const hint = ANSWER_HINTS[state.awaiting.type]?.[language] ?? '';
  const question = joinSentences(language, questionText(state.awaiting, state.context), hint);
  return reply(language, 'question', RETRY[language], question, state.awaiting);
}

/** The reply with the word for a carer first: said once, when a carer is first noticed. */
export function withCarerNote(reply: FlorenceReply, language: Language): FlorenceReply {
  const preface = joinSentences(language, CARER_NOTED[language], reply.preface);
  return { ...reply, preface, text: joinSentences(language, CARER_NOTED[language], reply.text) };
}

/** Interrupts the interview: the triage engine's safety instruction, naming 999. */
export function redFindingReply(language: Language): FlorenceReply {
  const safety = joinSentences(language, redFindingSafetyMessage(language), PAUSED[language]);
  return reply(language, 'safety', safety, '', NO_QUESTION);
}

/** Said to a message after an interruption: an answer to it; the instruction still stands. */
export function stillUrgentReply(input: AfterWarningInput): FlorenceReply {
  return reply(input.language, 'safety', afterWarningText(input), '', NO_QUESTION);
}

export function summaryReply(state: InterviewState, endedEarly: boolean): FlorenceReply {
  return reply(state.context.language, 'summary', summaryText(state, endedEarly), '', NO_QUESTION);
}

/** Said to a message after the check-in has closed. */
export function closingReply(language: Language): FlorenceReply {
  return reply(language, 'summary', CLOSING[language], '', NO_QUESTION);
}

export interface AcknowledgementInput {
  previous: Awaiting;
  next: Awaiting;
  reading: MessageReading;
  turn: number;
  language: Language;
  urgent: boolean;
  /** A possibly red-level symptom was left unclear: the care team was told. */
  unclearPossiblyRed: boolean;
  gaveUp: boolean;
}

/**
 * A short word before the next question, fitting what the patient just said; before the
 * first of the day's ratings, a line saying what they are.
 */
export function acknowledgement(input: AcknowledgementInput): string {
  const said = answerAcknowledgement(input);
  const firstRating = input.next.topic === 'mood' && input.previous.topic !== 'mood';
  return firstRating ? joinSentences(input.language, said, RATINGS_INTRO[input.language]) : said;
}

function answerAcknowledgement(input: AcknowledgementInput): string {
  const { reading, language, turn } = input;
  if (input.urgent) return URGENT_NOTED[language];
  if (input.unclearPossiblyRed) return UNCLEAR_POSSIBLY_SERIOUS[language];
  if (input.gaveUp) return MOVING_ON[language];
  const reportedSomething = reading.mentions.some((m) => !m.negated);
  if (input.previous.topic === 'how_are_you') {
    // no "glad to hear that" before the safety check asked first (unread-red-words.ts)
    const feeling =
      reportedSomething || reading.feeling === null || input.next.early
        ? NOTED[language][0]!
        : reading.feeling === 'well'
          ? GLAD[language]
          : SORRY[language];
    return input.next.topic === 'screen'
      ? joinSentences(language, feeling, SCREEN_INTRO[language])
      : feeling;
  }
  // "No" to "are you able to keep fluids down?" is no good news.
  const reassuring =
    !reportedSomething &&
    (reading.reply === healthyReply(input.previous.topic) ||
      (reading.reply === null && reading.mentions.length > 0));
  const lines = reassuring ? GOOD_TO_HEAR[language] : NOTED[language];
  return lines[turn % lines.length]!;
}
