// The conversation engine as the session service sees it. Today that is the built-in
// guided interview; a language-model provider can sit behind the same shape later, with
// grading and triage still done by the interview's own findings.
import {
  continueInterview,
  finishInterview,
  quickRepliesFor,
  startInterview,
  type InterviewContext,
  type InterviewState,
} from '../florence';
import type { SymptomFinding, TriageContext } from '../triage';

export type EngineState = InterviewState;

export type EngineStart = InterviewContext & { mode: 'ai' | 'basic' };

function triageContextOf(state: InterviewState, endedEarly = false): TriageContext {
  const { treatmentStatus, onImmunotherapy, language } = state.context;
  return { treatmentStatus, onImmunotherapy, language, endedEarly };
}

export const engine = {
  start({ mode: _mode, ...context }: EngineStart) {
    // Basic mode asks the same guided questions; its client offers the scripted answers
    // (the quick replies) as buttons instead of a free text box.
    const { state, reply } = startInterview(context);
    return { state, reply, quickReplies: quickRepliesFor(state, context.language) };
  },

  continue(state: EngineState, message: string) {
    const turn = continueInterview(state, message);
    // A red-level or grade-3 finding is assessed now, with everything recorded so far.
    const urgentFindings: { findings: SymptomFinding[]; context: TriageContext } | null = turn
      .events.length
      ? { findings: turn.state.findings, context: triageContextOf(turn.state) }
      : null;
    return {
      state: turn.state,
      reply: turn.reply,
      quickReplies: quickRepliesFor(turn.state, turn.state.context.language),
      urgentFindings,
    };
  },

  finish(state: EngineState) {
    return finishInterview(state);
  },

  quickReplies(state: EngineState) {
    return quickRepliesFor(state, state.context.language);
  },
};

/** The interview state as stored in the session's JSON column. */
export const storedState = (session: { engineState: unknown }) =>
  session.engineState as EngineState;
