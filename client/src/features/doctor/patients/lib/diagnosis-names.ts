// The stage group's label and colour in the current language, from the shared table (the
// cancer type's and stage's names are in common/patients/diagnosis-line.ts).
import { STAGE_GROUPS, type StageGroup } from '#common/patients/stages';
import type { Language } from '#common/language';

export function stageGroupInfo(group: string, language: Language) {
  const known = (Object.hasOwn(STAGE_GROUPS, group) ? group : 'unknown') as StageGroup;
  return { key: known, label: STAGE_GROUPS[known][language], colour: STAGE_GROUPS[known].colour };
}
