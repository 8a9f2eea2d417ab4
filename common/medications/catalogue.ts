// A built-in catalogue of common oncology and supportive-care medications with their
// names in English and Chinese, so a prescription picked from it shows the patient the
// name in their language. A doctor may also type any other name (free text, shown as typed).
// Strengths are the usual adult ones, offered as a starting point the doctor can change.
import type { MedicationType } from './types';

export type CatalogueEntry = {
  en: string;
  'zh-HK': string;
  type: MedicationType;
  strength: string;
  usedFor: { en: string; 'zh-HK': string };
};

const use = (en: string, zh: string) => ({ en, 'zh-HK': zh });

const HORMONE_BREAST = use('Hormone therapy for breast cancer', '乳癌荷爾蒙治療');
const NAUSEA = use('Nausea and vomiting', '噁心及嘔吐');
const PAIN = use('Pain relief', '止痛');

export const MEDICATION_CATALOGUE = {
  tamoxifen: {
    en: 'Tamoxifen',
    'zh-HK': '他莫昔芬',
    type: 'tablet',
    strength: '20mg',
    usedFor: HORMONE_BREAST,
  },
  letrozole: {
    en: 'Letrozole',
    'zh-HK': '來曲唑',
    type: 'tablet',
    strength: '2.5mg',
    usedFor: HORMONE_BREAST,
  },
  anastrozole: {
    en: 'Anastrozole',
    'zh-HK': '阿那曲唑',
    type: 'tablet',
    strength: '1mg',
    usedFor: HORMONE_BREAST,
  },
  exemestane: {
    en: 'Exemestane',
    'zh-HK': '依西美坦',
    type: 'tablet',
    strength: '25mg',
    usedFor: HORMONE_BREAST,
  },
  bicalutamide: {
    en: 'Bicalutamide',
    'zh-HK': '比卡魯胺',
    type: 'tablet',
    strength: '50mg',
    usedFor: use('Hormone therapy for prostate cancer', '前列腺癌荷爾蒙治療'),
  },
  abiraterone: {
    en: 'Abiraterone',
    'zh-HK': '阿比特龍',
    type: 'tablet',
    strength: '250mg',
    usedFor: use('Hormone therapy for prostate cancer', '前列腺癌荷爾蒙治療'),
  },
  capecitabine: {
    en: 'Capecitabine',
    'zh-HK': '卡培他濱',
    type: 'tablet',
    strength: '500mg',
    usedFor: use('Oral chemotherapy', '口服化療'),
  },
  temozolomide: {
    en: 'Temozolomide',
    'zh-HK': '替莫唑胺',
    type: 'capsule',
    strength: '100mg',
    usedFor: use('Oral chemotherapy for brain tumours', '腦腫瘤口服化療'),
  },
  imatinib: {
    en: 'Imatinib',
    'zh-HK': '伊馬替尼',
    type: 'tablet',
    strength: '400mg',
    usedFor: use('Targeted therapy', '標靶治療'),
  },
  osimertinib: {
    en: 'Osimertinib',
    'zh-HK': '奧希替尼',
    type: 'tablet',
    strength: '80mg',
    usedFor: use('Targeted therapy for lung cancer', '肺癌標靶治療'),
  },
  gefitinib: {
    en: 'Gefitinib',
    'zh-HK': '吉非替尼',
    type: 'tablet',
    strength: '250mg',
    usedFor: use('Targeted therapy for lung cancer', '肺癌標靶治療'),
  },
  lenalidomide: {
    en: 'Lenalidomide',
    'zh-HK': '來那度胺',
    type: 'capsule',
    strength: '10mg',
    usedFor: use('Treatment of multiple myeloma', '多發性骨髓瘤治療'),
  },
  methotrexate: {
    en: 'Methotrexate',
    'zh-HK': '甲氨蝶呤',
    type: 'tablet',
    strength: '2.5mg',
    usedFor: use('Chemotherapy', '化療'),
  },
  pembrolizumab: {
    en: 'Pembrolizumab',
    'zh-HK': '帕博利珠單抗',
    type: 'injection',
    strength: '200mg',
    usedFor: use('Immunotherapy', '免疫治療'),
  },
  ondansetron: {
    en: 'Ondansetron',
    'zh-HK': '昂丹司瓊',
    type: 'tablet',
    strength: '8mg',
    usedFor: NAUSEA,
  },
  metoclopramide: {
    en: 'Metoclopramide',
    'zh-HK': '甲氧氯普胺',
    type: 'tablet',
    strength: '10mg',
    usedFor: NAUSEA,
  },
  domperidone: {
    en: 'Domperidone',
    'zh-HK': '多潘立酮',
    type: 'tablet',
    strength: '10mg',
    usedFor: NAUSEA,
  },
  dexamethasone: {
    en: 'Dexamethasone',
    'zh-HK': '地塞米松',
    type: 'tablet',
    strength: '4mg',
    usedFor: use('Nausea, swelling and allergic reactions', '噁心、腫脹及過敏反應'),
  },
  paracetamol: {
    en: 'Paracetamol',
    'zh-HK': '撲熱息痛',
    type: 'tablet',
    strength: '500mg',
    usedFor: PAIN,
  },
  ibuprofen: {
    en: 'Ibuprofen',
    'zh-HK': '布洛芬',
    type: 'tablet',
    strength: '400mg',
    usedFor: PAIN,
  },
  morphine_oral: {
    en: 'Morphine oral solution',
    'zh-HK': '嗎啡口服液',
    type: 'syrup',
    strength: '10mg',
    usedFor: use('Moderate to severe pain', '中度至嚴重疼痛'),
  },
  oxycodone: {
    en: 'Oxycodone',
    'zh-HK': '羥考酮',
    type: 'tablet',
    strength: '5mg',
    usedFor: use('Moderate to severe pain', '中度至嚴重疼痛'),
  },
  loperamide: {
    en: 'Loperamide',
    'zh-HK': '洛哌丁胺',
    type: 'capsule',
    strength: '2mg',
    usedFor: use('Diarrhoea', '腹瀉'),
  },
  lactulose: {
    en: 'Lactulose',
    'zh-HK': '乳果糖',
    type: 'syrup',
    strength: '10g',
    usedFor: use('Constipation', '便秘'),
  },
  senna: {
    en: 'Senna',
    'zh-HK': '番瀉葉',
    type: 'tablet',
    strength: '7.5mg',
    usedFor: use('Constipation', '便秘'),
  },
  omeprazole: {
    en: 'Omeprazole',
    'zh-HK': '奧美拉唑',
    type: 'capsule',
    strength: '20mg',
    usedFor: use('Heartburn and stomach protection', '胃灼熱及保護胃部'),
  },
  oral_rehydration_salts: {
    en: 'Oral rehydration salts (sachet)',
    'zh-HK': '口服補液鹽（沖劑）',
    type: 'syrup',
    strength: '4.2g',
    usedFor: use('Replacing fluids and electrolytes', '補充水分及電解質'),
  },
  filgrastim: {
    en: 'Filgrastim',
    'zh-HK': '非格司亭',
    type: 'injection',
    strength: '0.3mg',
    usedFor: use('Raising white blood cells', '提升白血球'),
  },
  enoxaparin: {
    en: 'Enoxaparin',
    'zh-HK': '依諾肝素',
    type: 'injection',
    strength: '40mg',
    usedFor: use('Preventing blood clots', '預防血栓'),
  },
  levothyroxine: {
    en: 'Levothyroxine',
    'zh-HK': '左甲狀腺素',
    type: 'tablet',
    strength: '0.1mg',
    usedFor: use('Thyroid hormone replacement', '補充甲狀腺素'),
  },
} as const satisfies Record<string, CatalogueEntry>;

export type CatalogueKey = keyof typeof MEDICATION_CATALOGUE;
export const CATALOGUE_KEYS = Object.keys(MEDICATION_CATALOGUE) as CatalogueKey[];

export const isCatalogueKey = (value: unknown): value is CatalogueKey =>
  typeof value === 'string' && Object.hasOwn(MEDICATION_CATALOGUE, value);

/** Catalogue entries whose name in either language contains the text (any letter case). */
export function searchCatalogue(text: string): CatalogueKey[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return CATALOGUE_KEYS.filter((key) => {
    const entry = MEDICATION_CATALOGUE[key];
    return entry.en.toLowerCase().includes(needle) || entry['zh-HK'].includes(needle);
  });
}

/** The name a person reads: the catalogue's in their language, else the name as typed. */
export function medicationName(
  prescription: { catalogKey?: string | null; name: string },
  language: 'en' | 'zh-HK',
): string {
  return isCatalogueKey(prescription.catalogKey)
    ? MEDICATION_CATALOGUE[prescription.catalogKey][language]
    : prescription.name;
}
