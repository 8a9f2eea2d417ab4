// Cancer type, stage and stage group in the current language, from the shared tables.
import { CANCER_TYPES, isCancerTypeKey } from '#common/patients/cancer-types';
import { isStageKey, STAGE_GROUPS, STAGES, type StageGroup } from '#common/patients/stages';
import type { Language } from '#common/language';

export const cancerTypeName = (key: string | null | undefined, language: Language) =>
  isCancerTypeKey(key) ? CANCER_TYPES[key][language] : null;

export const stageName = (key: string | null | undefined, language: Language) =>
  isStageKey(key) ? STAGES[key][language] : null;

export function stageGroupInfo(group: string, language: Language) {
  const known = (Object.hasOwn(STAGE_GROUPS, group) ? group : 'unknown') as StageGroup;
  return { key: known, label: STAGE_GROUPS[known][language], colour: STAGE_GROUPS[known].colour };
}
