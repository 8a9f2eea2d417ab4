// The conversation engine as the session service sees it: the built-in guided interview
// (AI chat), or basic mode's script, told apart by the stored state. A language-model
// provider can sit behind the same shape later, with grading and triage still done by
// the interview's own findings.
import {
  basicModeQuickReplies,
  continueBasicMode,
  continueInterview,
  finishBasicMode,
  finishInterview,
  isBasicMode,
  quickRepliesFor,
  startBasicMode,
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
  start({ mode, ...context }: EngineStart) {
    const { state, reply } = mode === 'basic' ? startBasicMode(context) : startInterview(context);
    return { state, reply, quickReplies: engine.quickReplies(state) };
  },

  continue(state: EngineState, message: string) {
    const turn = isBasicMode(state)
      ? continueBasicMode(state, message)
      : continueInterview(state, message);
    // A red-level or grade-3 finding is assessed now, with everything recorded so far.
    const urgentFindings: { findings: SymptomFinding[]; context: TriageContext } | null = turn
      .events.length
      ? { findings: turn.state.findings, context: triageContextOf(turn.state) }
      : null;
    return {
      state: turn.state,
      reply: turn.reply,
      quickReplies: engine.quickReplies(turn.state),
      urgentFindings,
    };
  },

  finish(state: EngineState) {
    return isBasicMode(state) ? finishBasicMode(state) : finishInterview(state);
  },

  /** Basic mode offers its script's options; the chat, answers fitting the question. */
  quickReplies(state: EngineState): string[] {
    return isBasicMode(state)
      ? basicModeQuickReplies(state)
      : quickRepliesFor(state, state.context.language);
  },

  /** Basic mode's questions are the script's own words: a language model never rewords them. */
  scripted(state: EngineState) {
    return isBasicMode(state);
  },
};

/** The interview state as stored in the session's JSON column. */
export const storedState = (session: { engineState: unknown }) =>
  session.engineState as EngineState;
