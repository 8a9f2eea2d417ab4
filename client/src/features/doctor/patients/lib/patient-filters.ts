// The patient list's search and filters, as the page keeps them and as the server takes them.
import type { CancerTypeKey } from '#common/patients/cancer-types';
import type { StageKey } from '#common/patients/stages';

export type PatientFilters = { search: string; cancerTypes: CancerTypeKey[]; stages: StageKey[] };

export const NO_PATIENT_FILTERS: PatientFilters = { search: '', cancerTypes: [], stages: [] };

export function toServerPatientFilter({ search, cancerTypes, stages }: PatientFilters) {
  const text = search.trim();
  return {
    ...(text ? { search: text } : {}),
    ...(cancerTypes.length ? { cancerTypes } : {}),
    ...(stages.length ? { stages } : {}),
  };
}

export const activePatientFilterCount = (filters: PatientFilters) =>
  filters.cancerTypes.length + filters.stages.length;

export const toggled = <T>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
