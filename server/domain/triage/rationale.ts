// Builds alert_rationale from the rules that fired (section 3): the same rules always
// give the same text, so a reviewer can trace each sentence to a rule id.
import { mostSevereFirst, ruleRank } from './severity-order';
import type { ConfidenceLevel, FiredRule, Language, LocalizedText } from './types';

const NOTHING_FIRED: LocalizedText = {
  en: 'No symptom reached grade 2 or a red-level threshold.',
  'zh-HK': '沒有症狀達到第 2 級或紅色警示標準。',
};

const LOW_CONFIDENCE_NOTE: LocalizedText = {
  en: 'Confidence is low (answers skipped or unclear, or the check-in ended early); the level was not lowered for it.',
  'zh-HK': '可信度低（部分問題未有回答、答案不清楚或症狀評估提早結束）；警示級別並未因此調低。',
};

const REPORTED_BY_CARER: LocalizedText = {
  en: 'Reported by a family member or carer.',
  'zh-HK': '由家人或照顧者代為報告。',
};

/** The rationale sentences, most severe rule first, in the session language. */
export function buildAlertRationale(
  firedRules: readonly FiredRule[],
  confidence: ConfidenceLevel,
  language: Language,
  reportedBy?: 'carer',
): string {
  const sentences = mostSevereFirst(firedRules, ruleRank).map((rule) => rule.rationale[language]);
  if (sentences.length === 0) sentences.push(NOTHING_FIRED[language]);
  if (confidence === 'low') sentences.push(LOW_CONFIDENCE_NOTE[language]);
  if (reportedBy === 'carer') sentences.push(REPORTED_BY_CARER[language]);
  return sentences.join(' ');
}
