// The spec's 21 stage values (English and Chinese) and the one mapping from a stage to
// its group: the colour dot and status label on the patient list and the patient card.
// Stored as the key; client and server both read names and groups from here.

export const STAGES = {
  ned: { en: 'NED', 'zh-HK': '無疾病跡象' },
  remission: { en: 'Remission', 'zh-HK': '緩解期' },
  survivorship: { en: 'Survivorship', 'zh-HK': '康復存活期' },
  stage_0: { en: 'Stage 0', 'zh-HK': '第零期' },
  stage_i: { en: 'Stage I', 'zh-HK': '第一期' },
  stage_ii: { en: 'Stage II', 'zh-HK': '第二期' },
  stage_iii: { en: 'Stage III', 'zh-HK': '第三期' },
  stage_iv: { en: 'Stage IV', 'zh-HK': '第四期' },
  refractory: { en: 'Refractory', 'zh-HK': '難治性' },
  end_of_life: { en: 'End-of-life', 'zh-HK': '臨終期' },
  palliative: { en: 'Palliative', 'zh-HK': '紓緩治療' },
  progressive: { en: 'Progressive', 'zh-HK': '病情惡化' },
  relapse: { en: 'Relapse', 'zh-HK': '復發' },
  recurrence: { en: 'Recurrence', 'zh-HK': '再發' },
  diagnostic: { en: 'Diagnostic', 'zh-HK': '診斷中' },
  staging_phase: { en: 'Staging Phase', 'zh-HK': '分期評估中' },
  acute_phase: { en: 'Acute Phase', 'zh-HK': '急性期' },
  chronic_phase: { en: 'Chronic Phase', 'zh-HK': '慢性期' },
  maintenance: { en: 'Maintenance', 'zh-HK': '維持治療' },
  follow_up: { en: 'Follow-up', 'zh-HK': '跟進觀察' },
  other: { en: 'Other', 'zh-HK': '其他' },
} as const;

export type StageKey = keyof typeof STAGES;
export const STAGE_KEYS = Object.keys(STAGES) as StageKey[];

/**
 * Status label and dot colour per group; `unknown` for 'Other', no stage, or a value we do
 * not know.
 */
export const STAGE_GROUPS = {
  completed: { en: 'Completed', 'zh-HK': '已完成治療', colour: '#2e9e5b' },
  critical: { en: 'Critical', 'zh-HK': '危急', colour: '#d64545' },
  at_risk: { en: 'At risk', 'zh-HK': '高風險', colour: '#e0a030' },
  active_treatment: { en: 'Active treatment', 'zh-HK': '積極治療中', colour: '#2f6fdf' },
  ongoing_care: { en: 'Ongoing care', 'zh-HK': '持續護理', colour: '#a48de0' },
  unknown: { en: 'Unknown', 'zh-HK': '未知', colour: '#9aa3ad' },
} as const;

export type StageGroup = keyof typeof STAGE_GROUPS;

const GROUP_OF_STAGE: Partial<Record<StageKey, StageGroup>> = {
  ned: 'completed',
  remission: 'completed',
  survivorship: 'completed',
  stage_iv: 'critical',
  refractory: 'critical',
  end_of_life: 'critical',
  palliative: 'critical',
  stage_iii: 'at_risk',
  progressive: 'at_risk',
  relapse: 'at_risk',
  recurrence: 'at_risk',
  stage_0: 'active_treatment',
  stage_i: 'active_treatment',
  stage_ii: 'active_treatment',
  diagnostic: 'active_treatment',
  staging_phase: 'active_treatment',
  acute_phase: 'ongoing_care',
  chronic_phase: 'ongoing_care',
  maintenance: 'ongoing_care',
  follow_up: 'ongoing_care',
};

export const isStageKey = (value: unknown): value is StageKey =>
  typeof value === 'string' && Object.hasOwn(STAGES, value);

export function stageGroup(stage: string | null | undefined): StageGroup {
  return isStageKey(stage) ? (GROUP_OF_STAGE[stage] ?? 'unknown') : 'unknown';
}
