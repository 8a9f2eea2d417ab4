// Public API of Florence's built-in check-in interview. Callers import from here; files
// inside the folder import each other directly.
export {
  basicModeQuickReplies,
  continueBasicMode,
  finishBasicMode,
  isBasicMode,
  startBasicMode,
} from './basic-mode';
export { continueInterview, finishInterview, startInterview } from './interview';
export { questionText } from './question-texts';
export { quickRepliesFor, quickRepliesForQuestion } from './quick-replies';
export { REDACTED, redactPersonalDetails } from './redact';
export type { FindingDetails, FindingFlags, MessageReading, SymptomMention } from './reading';
export { understandMessage } from './understand';
export type {
  Awaiting,
  AwaitingType,
  CheckInRatings,
  FinishedInterview,
  FlorenceReply,
  FollowUpTopic,
  InterviewContext,
  InterviewEvent,
  InterviewState,
  InterviewStatus,
  InterviewTurn,
  QuestionTopic,
  RatingTopic,
  SlotTopic,
} from './types';
