// Patient-facing safety instructions, said by Florence in the chat (so the Chinese is spoken
// Cantonese, like the rest of the chat: docs/glossary.md). Every one of them names the
// emergency number, because the rulebook requires each safety message to say to call it.
import type { AlertLevel, Language, LocalizedText } from './types';

/** Hong Kong's emergency number (police, fire and ambulance). */
export const EMERGENCY_NUMBER_HK = '999';

const SAFETY_MESSAGES: Readonly<Record<AlertLevel, LocalizedText>> = {
  RED: {
    en:
      `What you have told me needs urgent medical attention now. Please call ` +
      `${EMERGENCY_NUMBER_HK} or go to the nearest Accident and Emergency department straight ` +
      `away, and tell them about your cancer and any treatment you are having. Your care team is ` +
      `being alerted.`,
    'zh-HK': `你講嘅情況需要即刻接受緊急治療。請即刻打 ${EMERGENCY_NUMBER_HK} 或者去最近嘅急症室，同埋話俾醫護人員知你有癌症、而家接受緊咩治療。我哋而家通知緊你嘅醫護團隊。`,
  },
  ORANGE: {
    en:
      `Your care team needs to assess you today and has been told. If you feel worse, or are in ` +
      `any doubt, call ${EMERGENCY_NUMBER_HK} or go to the nearest Accident and Emergency ` +
      `department.`,
    'zh-HK': `你嘅醫護團隊需要今日幫你檢查，佢哋已經收到通知。如果情況轉差或者有任何疑問，請打 ${EMERGENCY_NUMBER_HK} 或者去最近嘅急症室。`,
  },
  YELLOW: {
    en:
      `Your care team will review your answers within 24 hours. Keep a close eye on how you ` +
      `feel; if you get worse, or are in any doubt, call ${EMERGENCY_NUMBER_HK}.`,
    'zh-HK': `你嘅醫護團隊會喺 24 小時內睇你嘅回覆。請留意住自己嘅情況；如果轉差或者有任何疑問，請打 ${EMERGENCY_NUMBER_HK}。`,
  },
  GREEN: {
    en: `Thank you for checking in. Keep following your self-care advice. If you suddenly feel unwell, or are in any doubt, call ${EMERGENCY_NUMBER_HK}.`,
    'zh-HK': `多謝你做咗今日嘅症狀評估。請繼續跟住自我護理建議照顧自己。如果突然唔舒服或者有任何疑問，請打 ${EMERGENCY_NUMBER_HK}。`,
  },
};

/** The safety instruction to show the patient for an alert level. */
export function safetyMessageFor(level: AlertLevel, language: Language): string {
  return SAFETY_MESSAGES[level][language];
}

/** Said at once, mid-conversation, when a red-level finding is recognised. */
export function redFindingSafetyMessage(language: Language): string {
  return safetyMessageFor('RED', language);
}
