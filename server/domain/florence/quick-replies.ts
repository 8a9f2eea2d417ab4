// The quick replies offered under Florence's question (spec section 5: severity 1-5,
// frequency 1-5, yes/no, duration and symptom sets, and the day's 1-5 ratings), chosen by
// what is being asked.
import type { Language } from '../triage';
import { QUICK_REPLIES, RED_FLAG_TEXTS } from './messages';
import { isRatingTopic } from './ratings';
import { SYMPTOM_PLANS } from './symptom-plan';
import type { Awaiting, InterviewState } from './types';

export function quickRepliesForQuestion(awaiting: Awaiting, language: Language): string[] {
  switch (awaiting.type) {
    case 'symptoms': {
      const feelings = QUICK_REPLIES.feelings[language];
      // "I feel fine" answers how the patient is, not whether anything else is wrong.
      return awaiting.topic === 'anything_else'
        ? [QUICK_REPLIES.nothingElse[language], ...feelings.slice(1)]
        : [...feelings];
    }
    case 'severity': {
      const tenPoint = awaiting.symptom && SYMPTOM_PLANS[awaiting.symptom].scale === 'ten_point';
      return [...(tenPoint ? QUICK_REPLIES.severityBands : QUICK_REPLIES.severityScale)[language]];
    }
    case 'frequency':
      return [...QUICK_REPLIES.frequencyScale[language]];
    case 'yes_no':
    case 'follow_up':
      return [...QUICK_REPLIES.yesNo[language]];
    case 'duration':
      return [...QUICK_REPLIES.duration[language]];
    case 'red_flags': {
      const choices = (awaiting.covers ?? []).flatMap((symptom) => {
        const texts = RED_FLAG_TEXTS[symptom];
        return texts ? [texts.choice[language]] : [];
      });
      return [...choices, QUICK_REPLIES.noneOfThese[language]];
    }
    case 'rating':
      return isRatingTopic(awaiting.topic) ? [...QUICK_REPLIES[awaiting.topic][language]] : [];
    default:
      // Temperatures, counts and places are typed:
      // a fixed list would put words in the patient's mouth.
      return [];
  }
}

/**
 * The quick replies for what Florence is asking right now. A carer answering for the patient
 * is not offered the patient's own "I feel fine"; the symptom words fit either speaker.
 */
export function quickRepliesFor(state: InterviewState, language: Language): string[] {
  const replies = quickRepliesForQuestion(state.awaiting, language);
  const byCarer = state.context.carer !== undefined || state.context.reportedBy === 'carer';
  if (!byCarer) return replies;
  const patientsOwn = QUICK_REPLIES.feelings[language][0];
  return replies.map((reply) =>
    reply === patientsOwn ? QUICK_REPLIES.fineForCarer[language] : reply,
  );
}
