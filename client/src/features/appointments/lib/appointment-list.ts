// What each tab of the appointment list shows: the appointments of that status matching
// the search (case-insensitive, on what the card shows), upcoming soonest first and the
// others newest first; and a live change merged into the list.
import type { AppointmentTab } from '#common/appointments';

export type ListedAppointment = {
  id: string;
  status: AppointmentTab;
  startsAt: unknown;
  [key: string]: unknown;
};

const time = (a: ListedAppointment) => new Date(String(a.startsAt)).getTime();

export function appointmentsOfTab<A extends ListedAppointment>(
  appointments: readonly A[],
  tab: AppointmentTab,
  search: string,
  /** The texts of a card a person could search for (names, specialty, reason, date). */
  searchable: (appointment: A) => readonly string[],
): A[] {
  const needle = search.trim().toLocaleLowerCase();
  const matching = appointments.filter(
    (a) =>
      a.status === tab &&
      (!needle || searchable(a).some((text) => text.toLocaleLowerCase().includes(needle))),
  );
  const direction = tab === 'UPCOMING' ? 1 : -1;
  return matching.sort((a, b) => direction * (time(a) - time(b)));
}

/** The list with the changed appointment replaced, or added when it is new. */
export function mergeAppointment<A extends { id: string }>(list: readonly A[], changed: A): A[] {
  return list.some((a) => a.id === changed.id)
    ? list.map((a) => (a.id === changed.id ? changed : a))
    : [...list, changed];
}
