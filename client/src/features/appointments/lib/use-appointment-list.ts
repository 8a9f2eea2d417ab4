// The signed-in person's appointments, kept live: bookings, reschedules and cancellations
// (by either side) arrive on the subscription and are merged into the list; a change the
// other side made is announced politely.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../../shared/auth/auth-context';
import { AppointmentChangedSubscription } from '../api/appointment-changed';
import { AppointmentsQuery } from '../api/appointments';
import { appointmentsTexts } from '../texts';
import { mergeAppointment } from './appointment-list';
import { useAppointmentFormat } from './use-appointment-format';

export function useAppointmentList() {
  const intl = useIntl();
  const format = useAppointmentFormat();
  const formatRef = useRef(format);
  formatRef.current = format;
  const { user } = useAuth();
  const isDoctor = user?.role === 'doctor';
  const [announcement, setAnnouncement] = useState('');
  const query = useQuery(AppointmentsQuery, { fetchPolicy: 'cache-and-network' });
  const { subscribeToMore } = query;
  // The status each appointment was last shown with: the cache already holds the changed
  // appointment when the update arrives, so it cannot tell what changed.
  const shownStatus = useRef(new Map<string, string>());
  for (const a of query.data?.appointments ?? [])
    if (!shownStatus.current.has(a.id)) shownStatus.current.set(a.id, a.status);

  useEffect(
    () =>
      subscribeToMore({
        document: AppointmentChangedSubscription,
        updateQuery: (_unsafe, { subscriptionData, complete, previousData }) => {
          if (!complete) return undefined;
          const changed = subscriptionData.data.appointmentChanged;
          const before = shownStatus.current.get(changed.id);
          shownStatus.current.set(changed.id, changed.status);
          const { t } = appointmentsTexts;
          const when = formatRef.current.when(changed);
          let text = '';
          if (changed.status === 'CANCELLED' && before !== 'CANCELLED') {
            if (isDoctor && !changed.cancelledByDoctor)
              text = intl.formatMessage(t.liveCancelledDoctor, {
                name: changed.patient.name,
                when,
              });
            if (!isDoctor && changed.cancelledByDoctor)
              text = intl.formatMessage(t.liveCancelled, { name: changed.doctor.name, when });
          } else if (isDoctor && !before)
            text = intl.formatMessage(t.liveBooked, { name: changed.patient.name, when });
          if (text) queueMicrotask(() => setAnnouncement(text));
          return {
            ...previousData,
            appointments: mergeAppointment(previousData.appointments, changed),
          };
        },
      }),
    [subscribeToMore, intl, isDoctor],
  );

  return {
    appointments: query.data?.appointments ?? [],
    loading: query.loading && !query.data,
    error: query.error,
    announcement,
  };
}
