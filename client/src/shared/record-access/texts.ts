import { defineTexts } from '../../i18n/define-texts';

/** The audit trail as the patient (settings) and the care team (patient record) read it. */
export const recordAccessTexts = defineTexts('recordAccess', {
  title: { en: 'Who viewed my record', 'zh-HK': '誰查看過我的紀錄' },
  intro: {
    en: 'Everyone else who opened or changed your health record, and every attempt that was refused. Your own use of the app is not listed.',
    'zh-HK':
      '其他曾經查看或更改你健康紀錄的人，以及每一次被拒絕的嘗試。你自己使用應用程式的紀錄不會列出。',
  },
  tab: { en: 'Access log', 'zh-HK': '查閱紀錄' },
  doctorIntro: {
    en: 'Every read or change of this record, and every refused attempt, newest first. Nobody can edit or delete it.',
    'zh-HK':
      '此紀錄每一次被查看或更改，以及每一次被拒絕的嘗試，最新的排在最前。任何人都不能修改或刪除。',
  },
  empty: { en: 'Nobody else has viewed your record yet.', 'zh-HK': '暫時未有其他人查看你的紀錄。' },
  emptyDoctor: { en: 'No access recorded yet.', 'zh-HK': '暫時未有查閱紀錄。' },
  viewed: { en: 'Viewed', 'zh-HK': '查看' },
  changed: { en: 'Changed', 'zh-HK': '更改' },
  refused: { en: 'Refused', 'zh-HK': '已拒絕' },
  doctor: { en: 'Doctor', 'zh-HK': '醫生' },
  patient: { en: 'Patient', 'zh-HK': '病人' },
  carer: { en: 'Family carer', 'zh-HK': '家人照顧者' },
  notSignedIn: { en: 'Someone not signed in', 'zh-HK': '未登入人士' },
  throughKey: { en: 'through the integration “{name}”', 'zh-HK': '經系統連接「{name}」' },
  graphql: { en: 'in the app', 'zh-HK': '經應用程式' },
  rest: { en: 'through the older app', 'zh-HK': '經舊版應用程式' },
  fhir: { en: 'as a FHIR export', 'zh-HK': '以 FHIR 格式匯出' },
  subscription: { en: 'through live updates', 'zh-HK': '經即時更新' },
});
