// The scripted "basic mode" check-in (spec section 4): a fixed sequence of questions with
// fixed options, the severity questions offering the spec's own five (Mild (1-3) … Not
// Sure). It runs on the server like the interview: its answers are kept in the state and
// read by the same understanding and recording code, so 'Moderate (4-6)' becomes the same
// finding as "5 out of 10", and the same triage, alerts and safety replies follow.
import type { Language, SymptomFinding, SymptomKey } from '../triage';
import { newlyRecorded } from './after-warning';
import { newAlerts } from './alerts';
import { QUICK_REPLIES } from './messages';
import {
  HOW_ARE_YOU_QUESTION,
  ANYTHING_ELSE_QUESTION,
  NO_QUESTION,
  isStillOpen,
} from './next-question';
import { questionText, symptomPhrase } from './question-texts';
import { quickRepliesForQuestion } from './quick-replies';
import { RATING_TOPICS } from './ratings';
import { recordMessage, type Recorded } from './record';
import { recordUnclearAnswer } from './unclear-answers';
import {
  acknowledgement,
  closingReply,
  redFindingReply,
  scriptedQuestionReply,
  stillUrgentReply,
  summaryReply,
  withCarerNote,
} from './replies';
import { finishInterview, noticeCarer, startInterview } from './interview';
import type {
  Awaiting,
  BasicModeAnswer,
  InterviewContext,
  InterviewState,
  InterviewTurn,
} from './types';
import { understandMessage } from './understand';
import { withoutReportedSpeech } from './speaker';
import { findingFor, screenedFor } from './findings';

export interface BasicModeQuestion {
  id: string;
  text: string;
  options: string[];
  /** The same question data as the interview's, which reads the answer. */
  awaiting: Awaiting;
}

export interface BasicModeScript {
  /** Mild (1-3), Moderate (4-6), Severe (7-8), Very Severe (9-10), Not Sure. */
  severityOptions: string[];
  questions: BasicModeQuestion[];
}

export type { BasicModeAnswer };

/** The common side effects, each asked yes/no and then rated. */
const RATED: readonly SymptomKey[] = [
  'fatigue',
  'appetite_loss',
  'nausea',
  'vomiting',
  'cough',
  'pain',
];

/** The script asks about fever itself, so its red-flag screen covers the other four. */
const BASIC_RED_FLAGS: readonly SymptomKey[] = [
  'shortness_of_breath',
  'chest_pain',
  'bleeding',
  'confusion',
];

const SEVERITY_QUESTION = {
  en: (name: string) => `How severe is your ${name}?`,
  'zh-HK': (name: string) => `你嘅${name}有幾嚴重？`,
} satisfies Record<Language, (name: string) => string>;

function scriptAwaitings(): Array<{ id: string; awaiting: Awaiting }> {
  const rated = RATED.flatMap((symptom) => [
    {
      id: symptom,
      awaiting: { type: 'yes_no', topic: 'screen', symptom, covers: [symptom] } as Awaiting,
    },
    {
      id: `${symptom}_severity`,
      awaiting: { type: 'severity', topic: 'severity', symptom } as Awaiting,
    },
  ]);
  return [
    { id: 'how_are_you', awaiting: HOW_ARE_YOU_QUESTION },
    ...rated,
    {
      id: 'fever',
      awaiting: { type: 'yes_no', topic: 'screen', symptom: 'fever', covers: ['fever'] },
    },
    {
      id: 'fever_temperature',
      awaiting: { type: 'temperature', topic: 'temperature', symptom: 'fever' },
    },
    // The red-flag screen (rulebook section 6), with what the rules need of its two
    // symptoms that are not red as soon as they are said.
    {
      id: 'red_flags',
      awaiting: { type: 'red_flags', topic: 'red_flags', covers: [...BASIC_RED_FLAGS] },
    },
    {
      id: 'shortness_of_breath_at_rest',
      awaiting: { type: 'yes_no', topic: 'at_rest', symptom: 'shortness_of_breath' },
    },
    {
      id: 'bleeding_heavy_or_ongoing',
      awaiting: { type: 'yes_no', topic: 'heavy_or_ongoing', symptom: 'bleeding' },
    },
    // The day's ratings, with their 1-5 options, as in the chat (wellness rules §1).
    ...RATING_TOPICS.map((topic) => ({
      id: topic,
      awaiting: { type: 'rating', topic } as Awaiting,
    })),
    { id: 'anything_else', awaiting: ANYTHING_ELSE_QUESTION },
  ];
}

export function basicModeScript(language: Language): BasicModeScript {
  // Only the texts depend on the context; the treatment status does not change this script.
  const context: InterviewContext = {
    language,
    treatmentStatus: 'undergoing_treatment',
    onImmunotherapy: false,
  };
  const severityOptions = [...QUICK_REPLIES.severityBands[language]];
  const questions = scriptAwaitings().map(({ id, awaiting }) => {
    const rated = awaiting.type === 'severity' ? awaiting.symptom : undefined;
    return {
      id,
      awaiting,
      text: rated
        ? SEVERITY_QUESTION[language](symptomPhrase(rated, language))
        : questionText(awaiting, context),
      options: rated ? severityOptions : quickRepliesForQuestion(awaiting, language),
    };
  });
  return { severityOptions, questions };
}

/**
 * A symptom is asked about (yes/no) unless an earlier answer already said whether the
 * patient has it ("Tired" to how they feel); its details only when the patient has it.
 */
function applies(question: BasicModeQuestion, findings: readonly SymptomFinding[]): boolean {
  const { awaiting } = question;
  if (awaiting.topic === 'screen' || awaiting.topic === 'red_flags')
    return !(awaiting.covers ?? []).every((symptom) => screenedFor(findings, symptom));
  if (awaiting.type === 'symptoms' || !awaiting.symptom) return true;
  const finding = findingFor(findings, awaiting.symptom);
  return finding !== undefined && !finding.negated;
}

/** Reads the answers given so far into findings, in the order they were given. */
export function findingsFromBasicMode(
  answers: readonly BasicModeAnswer[],
  context: InterviewContext,
): SymptomFinding[] {
  return recordAnswers(answers, context).findings;
}

function recordAnswers(answers: readonly BasicModeAnswer[], context: InterviewContext): Recorded {
  const script = basicModeScript(context.language);
  let state: Recorded = { findings: [], closed: [] };
  for (const { questionId, answer } of answers) {
    const question = script.questions.find((q) => q.id === questionId);
    if (!question || !applies(question, state.findings)) continue;
    const input = { ...state, awaiting: question.awaiting, text: answer, context };
    const recorded = recordMessage({
      ...input,
      reading: understandMessage(withoutReportedSpeech(answer)),
    });
    const learned =
      JSON.stringify(recorded.findings) !== JSON.stringify(state.findings) ||
      recorded.closed.length !== state.closed.length;
    // A script cannot ask again: an answer that added nothing is kept as unclear at once.
    const open = isStillOpen(question.awaiting, {
      ...recorded,
      context,
      awaiting: question.awaiting,
    });
    state = !learned && open ? recordUnclearAnswer(input) : recorded;
  }
  return state;
}

/** The next question to show, given the answers so far; null at the end of the script. */
export function nextBasicModeQuestion(
  answers: readonly BasicModeAnswer[],
  context: InterviewContext,
): BasicModeQuestion | null {
  const findings = findingsFromBasicMode(answers, context);
  const answered = new Set(answers.map((answer) => answer.questionId));
  const script = basicModeScript(context.language);
  return script.questions.find((q) => !answered.has(q.id) && applies(q, findings)) ?? null;
}

/** Basic mode's state: the interview's, with the script's answers so far. */
export type BasicModeState = InterviewState & { basic: { answers: BasicModeAnswer[] } };

export const isBasicMode = (state: InterviewState): state is BasicModeState =>
  state.basic !== undefined;

/** The same greeting and first question as the interview. */
export function startBasicMode(context: InterviewContext) {
  const { state, reply } = startInterview(context);
  const basic: BasicModeState = { ...state, basic: { answers: [] } };
  return { state: basic, reply };
}

/**
 * Records the message as the answer to the question shown, then asks the next one. After
 * the script (or a red-level finding) a message is kept as "anything else", so nothing
 * the patient adds is lost.
 */
export function continueBasicMode(initial: BasicModeState, message: string): InterviewTurn {
  const carerNoticed = noticeCarer(initial, message);
  const state = carerNoticed ?? initial;
  const turn = answerScripted(state, message);
  return carerNoticed
    ? { ...turn, reply: withCarerNote(turn.reply, state.context.language) }
    : turn;
}

function answerScripted(state: BasicModeState, message: string): InterviewTurn {
  const { context } = state;
  const { language } = context;
  if (state.status === 'finished') return { state, reply: closingReply(language), events: [] };
  const asked =
    state.status === 'active' ? nextBasicModeQuestion(state.basic.answers, context) : null;
  const answers = [
    ...state.basic.answers,
    { questionId: asked?.id ?? 'anything_else', answer: message },
  ];
  const recorded = recordAnswers(answers, context);
  let next: BasicModeState = { ...state, ...recorded, turn: state.turn + 1, basic: { answers } };
  const { events, alerted } = newAlerts(next.findings, next);
  next = { ...next, alerted };
  if (events.some((event) => event.type === 'red_finding') && state.status !== 'interrupted') {
    next = { ...next, status: 'interrupted', awaiting: NO_QUESTION };
    return { state: next, reply: redFindingReply(language), events };
  }
  if (state.status === 'interrupted') {
    const recorded = newlyRecorded(state.findings, next.findings, language);
    const input = { language, text: message, recorded, turn: next.turn };
    return { state: next, reply: stillUrgentReply(input), events };
  }
  const upcoming = nextBasicModeQuestion(answers, context);
  if (!upcoming) {
    next = { ...next, status: 'complete', awaiting: NO_QUESTION };
    return { state: next, reply: summaryReply(next, false), events };
  }
  next = { ...next, awaiting: upcoming.awaiting };
  const preface = acknowledgement({
    previous: asked?.awaiting ?? ANYTHING_ELSE_QUESTION,
    next: upcoming.awaiting,
    reading: understandMessage(message),
    turn: next.turn,
    language,
    urgent: events.some((event) => event.type === 'grade3_finding'),
    unclearPossiblyRed: events.some((event) => event.type === 'unclear_possibly_red'),
    gaveUp: false,
  });
  return { state: next, reply: scriptedQuestionReply(language, preface, upcoming), events };
}

/** The options of the question shown; none once the script is over. */
export function basicModeQuickReplies(state: BasicModeState): string[] {
  if (state.status !== 'active') return [];
  return nextBasicModeQuestion(state.basic.answers, state.context)?.options ?? [];
}

/** Ended early when questions of the script were left unanswered. */
export function finishBasicMode(state: BasicModeState) {
  const unanswered = nextBasicModeQuestion(state.basic.answers, state.context) !== null;
  return finishInterview(state, unanswered);
}
