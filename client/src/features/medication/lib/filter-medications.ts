// The list's tabs and search (spec part 2, "Searches"): Active holds what the patient is
// taking now, Archived what ended; the search is a case-insensitive substring of the name
// in the patient's language.
export type MedicationTab = 'active' | 'archived';

export function filterMedications<T extends { status: string }>(
  medications: readonly T[],
  tab: MedicationTab,
  search: string,
  nameOf: (medication: T) => string,
): T[] {
  const term = search.trim().toLocaleLowerCase();
  return medications.filter(
    (medication) =>
      (medication.status === 'ACTIVE') === (tab === 'active') &&
      (!term || nameOf(medication).toLocaleLowerCase().includes(term)),
  );
}
