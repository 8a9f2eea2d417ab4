// The scripted "basic mode" check-in (spec section 4): a fixed sequence of questions with
// fixed options. Its answers go through the same understanding and recording code as
// the interview, so 'Moderate (4-6)' becomes the same finding as "5 out of 10".
import type { Language, SymptomFinding, SymptomKey } from '../triage';
import { QUICK_REPLIES } from './messages';
import { HOW_ARE_YOU_QUESTION, ANYTHING_ELSE_QUESTION, isStillOpen } from './next-question';
import { questionText, symptomPhrase } from './question-texts';
import { quickRepliesForQuestion } from './quick-replies';
import { RATING_TOPICS } from './ratings';
import { recordMessage, type Recorded } from './record';
import { recordUnclearAnswer } from './unclear-answers';
import type { Awaiting, InterviewContext } from './types';
import { understandMessage } from './understand';
import { findingFor } from './findings';

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

export interface BasicModeAnswer {
  questionId: string;
  answer: string;
}

/** The common side effects, each asked yes/no and then rated. */
const RATED: readonly SymptomKey[] = [
  'fatigue',
  'appetite_loss',
  'nausea',
  'vomiting',
  'cough',
  'pain',
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

/** Details of a symptom are asked only when an earlier answer reported it. */
function applies(question: BasicModeQuestion, findings: readonly SymptomFinding[]): boolean {
  const { awaiting } = question;
  if (awaiting.topic === 'screen' || awaiting.type === 'symptoms' || !awaiting.symptom) return true;
  const finding = findingFor(findings, awaiting.symptom);
  return finding !== undefined && !finding.negated;
}

/** Reads the answers given so far into findings, in the order they were given. */
export function findingsFromBasicMode(
  answers: readonly BasicModeAnswer[],
  context: InterviewContext,
): SymptomFinding[] {
  const script = basicModeScript(context.language);
  let state: Recorded = { findings: [], closed: [] };
  for (const { questionId, answer } of answers) {
    const question = script.questions.find((q) => q.id === questionId);
    if (!question || !applies(question, state.findings)) continue;
    const input = { ...state, awaiting: question.awaiting, text: answer, context };
    state = recordMessage({ ...input, reading: understandMessage(answer) });
    // A script cannot ask again: an unread answer is kept as unclear at once.
    if (isStillOpen(question.awaiting, { ...state, context, awaiting: question.awaiting })) {
      state = recordUnclearAnswer(input);
    }
  }
  return state.findings;
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
