import { defineTexts } from '../../../i18n/define-texts';

export const reportTexts = defineTexts('doctorReports', {
  generateReport: { en: 'Generate report', 'zh-HK': '製作報告' },
  title: { en: 'Generate report', 'zh-HK': '製作報告' },
  forPatient: { en: 'Report for {name}', 'zh-HK': '{name}的報告' },
  tabs: { en: 'Report period', 'zh-HK': '報告期間' },
  weeks: { en: 'By Weeks', 'zh-HK': '按週' },
  month: { en: 'By Month', 'zh-HK': '按月' },
  custom: { en: 'Custom Range', 'zh-HK': '自訂範圍' },
  weekCount: { en: 'Number of weeks', 'zh-HK': '星期數目' },
  monthCount: { en: 'Number of months', 'zh-HK': '月份數目' },
  fewer: { en: 'One fewer', 'zh-HK': '減少一個' },
  more: { en: 'One more', 'zh-HK': '增加一個' },
  from: { en: 'From', 'zh-HK': '由' },
  to: { en: 'To', 'zh-HK': '至' },
  days: { en: '{days, plural, one {# day} other {# days}} selected', 'zh-HK': '已選 {days} 日' },
  covers: { en: 'Covers {from} to {to}.', 'zh-HK': '涵蓋 {from} 至 {to}。' },
  cancel: { en: 'Cancel', 'zh-HK': '取消' },
  generate: { en: 'Generate', 'zh-HK': '製作' },
  generating: { en: 'Making the report…', 'zh-HK': '正在製作報告…' },
  downloaded: { en: 'The report was downloaded.', 'zh-HK': '報告已下載。' },
});
