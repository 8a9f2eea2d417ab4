// Patient-facing safety instructions. Every one of them names the emergency number,
// because the rulebook requires each safety message to say to call it when in doubt.
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
    'zh-HK': `你所講的情況需要立即接受緊急治理。請馬上致電 ${EMERGENCY_NUMBER_HK} 或前往最近的急症室，並告知醫護人員你的癌症病況及正在接受的治療。我們正通知你的醫護團隊。`,
  },
  ORANGE: {
    en:
      `Your care team needs to assess you today and has been told. If you feel worse, or are in ` +
      `any doubt, call ${EMERGENCY_NUMBER_HK} or go to the nearest Accident and Emergency ` +
      `department.`,
    'zh-HK': `你的醫護團隊需要今日為你評估，並已收到通知。如情況轉差或有任何疑問，請致電 ${EMERGENCY_NUMBER_HK} 或前往最近的急症室。`,
  },
  YELLOW: {
    en:
      `Your care team will review your answers within 24 hours. Keep a close eye on how you ` +
      `feel; if you get worse, or are in any doubt, call ${EMERGENCY_NUMBER_HK}.`,
    'zh-HK': `你的醫護團隊會在 24 小時內查看你的回覆。請密切留意自己的情況；如情況轉差或有任何疑問，請致電 ${EMERGENCY_NUMBER_HK}。`,
  },
  GREEN: {
    en: `Thank you for checking in. Keep following your self-care advice. If you suddenly feel unwell, or are in any doubt, call ${EMERGENCY_NUMBER_HK}.`,
    'zh-HK': `多謝你完成今日的檢查。請繼續按自我護理建議照顧自己。如突然感到不適或有任何疑問，請致電 ${EMERGENCY_NUMBER_HK}。`,
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
