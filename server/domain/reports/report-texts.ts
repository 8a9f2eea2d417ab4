// The report's words in both languages (the doctor's language, or the patient's).
import type { Language } from '#common/language';

const TEXTS = {
  title: { en: 'Patient report', 'zh-HK': '病人報告' },
  period: { en: 'Period', 'zh-HK': '期間' },
  to: { en: 'to', 'zh-HK': '至' },
  diagnosis: { en: 'Diagnosis', 'zh-HK': '診斷' },
  generated: { en: 'Generated', 'zh-HK': '製作時間' },
  wellness: { en: 'Wellness', 'zh-HK': '健康狀況' },
  wellnessScore: { en: 'Wellness score (0-100)', 'zh-HK': '健康分數（0-100）' },
  adherence: { en: 'Medication adherence', 'zh-HK': '服藥依從度' },
  symptomsByDay: { en: 'Symptoms by day', 'zh-HK': '每日症狀' },
  score: { en: 'score', 'zh-HK': '指數' },
  noSymptoms: { en: 'no symptoms reported', 'zh-HK': '沒有報告症狀' },
  triage: { en: 'Triage results', 'zh-HK': '分流評估結果' },
  alerts: { en: 'Alerts', 'zh-HK': '警示' },
  medications: { en: 'Medications and adherence', 'zh-HK': '藥物及服藥依從度' },
  noData: { en: 'No data for this period.', 'zh-HK': '此期間沒有資料。' },
  notAvailable: { en: 'no data', 'zh-HK': '沒有資料' },
  statusACTIVE: { en: 'active', 'zh-HK': '使用中' },
  statusCOMPLETED: { en: 'completed', 'zh-HK': '已完成' },
  statusDISCONTINUED: { en: 'discontinued', 'zh-HK': '已停用' },
  statusOPEN: { en: 'open', 'zh-HK': '未處理' },
  statusACKNOWLEDGED: { en: 'acknowledged', 'zh-HK': '已確認' },
  statusRESOLVED: { en: 'resolved', 'zh-HK': '已解決' },
  importanceCRITICAL: { en: 'Critical', 'zh-HK': '危急' },
  importanceURGENT: { en: 'Urgent', 'zh-HK': '緊急' },
  importanceCAUTION: { en: 'Caution', 'zh-HK': '注意' },
  importanceINFO: { en: 'Info', 'zh-HK': '資訊' },
} as const;

export type ReportTextKey = keyof typeof TEXTS;

export const reportText = (language: Language) => (key: string) =>
  key in TEXTS ? TEXTS[key as ReportTextKey][language] : key;
