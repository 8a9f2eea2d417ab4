import { PROBABILITY_LABELS, URGENCY_LABELS } from '#common/triage-labels';
import { defineTexts, prefixedTexts } from '../../i18n/define-texts';

export const dashboardTexts = defineTexts('dashboard', {
  title: { en: 'Health dashboard', 'zh-HK': '健康概覽' },
  latest: { en: 'Your latest check-in', 'zh-HK': '你最近一次症狀評估' },
  assessedOn: { en: 'Assessed {date}', 'zh-HK': '評估時間：{date}' },
  duringCheckIn: {
    en: 'Assessed during your check-in, before it was finished.',
    'zh-HK': '此結果在症狀評估進行期間得出，當時評估尚未完成。',
  },
  timeline: { en: 'Recommended', 'zh-HK': '建議' },
  rationale: { en: 'Why', 'zh-HK': '原因' },
  diagnoses: { en: 'Possible causes', 'zh-HK': '可能原因' },
  urgency: { en: 'Urgency: {label}', 'zh-HK': '緊急程度：{label}' },
  // the shared labels of a suspected condition (common/triage-labels.ts)
  ...prefixedTexts('urgency', URGENCY_LABELS),
  ...prefixedTexts('probability', PROBABILITY_LABELS),
  keySymptoms: { en: 'Key symptoms', 'zh-HK': '主要症狀' },
  moreSymptoms: { en: '+{count} more', 'zh-HK': '另有 {count} 項' },
  confidence: { en: 'Confidence: {level}', 'zh-HK': '可信程度：{level}' },
  confidencehigh: { en: 'high', 'zh-HK': '高' },
  confidencemedium: { en: 'medium', 'zh-HK': '中' },
  confidencelow: { en: 'low', 'zh-HK': '低' },
  notDiagnosis: {
    en: 'This helps your care team decide what to do next; it is not a diagnosis. If you feel worse or are in any doubt, call 999.',
    'zh-HK': '這些資料協助你的醫護團隊決定下一步，並非診斷。如情況轉差或有任何疑問，請致電 999。',
  },
  checkInAgain: { en: 'Check in with Florence', 'zh-HK': '與 Florence 進行症狀評估' },
  emptyTitle: { en: 'No check-in yet', 'zh-HK': '尚未進行症狀評估' },
  emptyBody: {
    en: 'Tell Florence how you are feeling. Your results and your care team’s advice will appear here.',
    'zh-HK': '告訴 Florence 你的感受，你的結果和醫護團隊的建議會在這裏顯示。',
  },
  insightsTitle: { en: 'Smart insights', 'zh-HK': '智能分析' },
  historyTitle: { en: 'Recent check-ins', 'zh-HK': '最近的症狀評估' },
});

/** Texts of the smart insights: the server sends these ids as translation keys. */
export const insightTexts = defineTexts('insights', {
  'first_check_in.title': { en: 'Your first check-in', 'zh-HK': '你的第一次症狀評估' },
  'first_check_in.description': {
    en: 'Check in with Florence today to start seeing your trends here.',
    'zh-HK': '今天與 Florence 進行症狀評估，就可以在這裏看到你的健康趨勢。',
  },
  'trend_improving.title': { en: 'Getting better', 'zh-HK': '情況好轉' },
  'trend_improving.description': {
    en: 'Your latest check-in looks better than the one before.',
    'zh-HK': '你最近一次症狀評估的結果比上一次好。',
  },
  'trend_worsening.title': { en: 'Needs attention', 'zh-HK': '需要留意' },
  'trend_worsening.description': {
    en: 'Your latest check-in shows more concerns than the one before. Your care team can see it.',
    'zh-HK': '你最近一次症狀評估比上一次有更多需要留意的地方，你的醫護團隊可以看到。',
  },
  'trend_stable.title': { en: 'Holding steady', 'zh-HK': '情況穩定' },
  'trend_stable.description': {
    en: 'Your latest check-in is about the same as the one before.',
    'zh-HK': '你最近一次症狀評估的結果與上一次相若。',
  },
  'trend_still_urgent.title': { en: 'Still needs care', 'zh-HK': '仍需盡快跟進' },
  'trend_still_urgent.description': {
    en: 'Your last two check-ins both needed prompt care. Your care team can see them: please follow the advice Florence gave.',
    'zh-HK':
      '你最近兩次症狀評估都需要盡快求醫。你的醫護團隊可以看到，請依照 Florence 給你的建議行事。',
  },
  'streak.title': { en: 'Check-in streak', 'zh-HK': '連續症狀評估' },
  'streak.description': {
    en: 'You have checked in {days, plural, one {# day} other {# days}} in a row. Keep it up!',
    'zh-HK': '你已連續 {days} 天完成症狀評估，繼續努力！',
  },
  'recurring_symptom.title': { en: 'Recurring symptom', 'zh-HK': '反覆出現的症狀' },
  'recurring_symptom.description': {
    en: '{symptom} came up in {count} of your recent check-ins.',
    'zh-HK': '「{symptom}」在你最近 {count} 次症狀評估中出現。',
  },
  'missed_check_ins.title': { en: 'Missed check-ins', 'zh-HK': '錯過症狀評估' },
  'missed_check_ins.description': {
    en: 'You missed {days, plural, one {# day} other {# days}} of check-ins in the past week.',
    'zh-HK': '過去一星期你有 {days} 天未有進行症狀評估。',
  },
});
