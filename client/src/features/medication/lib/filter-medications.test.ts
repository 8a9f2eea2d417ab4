import { describe, expect, it } from 'vitest';
import { medicationName } from '#common/medications/catalogue';
import { filterMedications } from './filter-medications';

const meds = [
  { id: '1', status: 'ACTIVE', catalogKey: 'tamoxifen', name: 'Tamoxifen' },
  { id: '2', status: 'ACTIVE', catalogKey: null, name: 'Ondansetron 8mg ODT' },
  { id: '3', status: 'DISCONTINUED', catalogKey: 'letrozole', name: 'Letrozole' },
  { id: '4', status: 'COMPLETED', catalogKey: null, name: 'Dexamethasone' },
];
const ids = (list: { id: string }[]) => list.map((m) => m.id);

describe('filterMedications', () => {
  const en = (m: (typeof meds)[number]) => medicationName(m, 'en');
  const zh = (m: (typeof meds)[number]) => medicationName(m, 'zh-HK');

  it('splits active from ended (discontinued and completed)', () => {
    expect(ids(filterMedications(meds, 'active', '', en))).toEqual(['1', '2']);
    expect(ids(filterMedications(meds, 'archived', '', en))).toEqual(['3', '4']);
  });
  it('finds a part of the name whatever the letter case and spaces around it', () => {
    expect(ids(filterMedications(meds, 'active', '  TAMOX ', en))).toEqual(['1']);
    expect(ids(filterMedications(meds, 'archived', 'dexa', en))).toEqual(['4']);
  });
  it('searches the name in the patient’s language, a typed name as typed', () => {
    expect(ids(filterMedications(meds, 'active', '莫昔', zh))).toEqual(['1']);
    expect(ids(filterMedications(meds, 'active', 'tamoxifen', zh))).toEqual([]);
    expect(ids(filterMedications(meds, 'active', 'ondan', zh))).toEqual(['2']);
  });
  it('finds nothing for a typo, without failing', () => {
    expect(filterMedications(meds, 'active', 'tamoxifem', en)).toEqual([]);
  });
});
