// The follow-ups list with the doctor's filters, kept live: alerts that arrive on the
// subscription are merged into the list (new ones only when they match the filters) and
// announced politely.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../i18n/use-language';
import { FollowUpAlertsSubscription } from '../api/follow-up-alerts';
import { FollowUpsQuery } from '../api/follow-ups';
import { doctorTexts } from '../texts';
import { mergeLiveAlert, toServerFilter, type FollowUpFilters } from './follow-up-filters';

export function useFollowUps(filters: FollowUpFilters) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const query = useQuery(FollowUpsQuery, {
    variables: { filter: toServerFilter(filters) },
    fetchPolicy: 'cache-and-network',
  });
  const { subscribeToMore } = query;
  // When each alert was last seen raised, to tell a raise from any other change.
  const seenRaisedAt = useRef(new Map<string, unknown>());
  for (const alert of query.data?.followUps ?? [])
    if (!seenRaisedAt.current.has(alert.id)) seenRaisedAt.current.set(alert.id, alert.raisedAt);

  useEffect(
    () =>
      subscribeToMore({
        document: FollowUpAlertsSubscription,
        updateQuery: (_unsafe, { subscriptionData, complete, previousData }) => {
          const alert = subscriptionData.data.followUpAlerts;
          if (!complete) return undefined;
          const merged = mergeLiveAlert(
            previousData.followUps,
            alert,
            filtersRef.current,
            seenRaisedAt.current.get(alert.id),
          );
          seenRaisedAt.current.set(alert.id, alert.raisedAt);
          if (merged.change) {
            const { t } = doctorTexts;
            const name = alert.patient.name;
            const text =
              merged.change === 'added'
                ? intl.formatMessage(t.newAlertFor, { name })
                : intl.formatMessage(t.raisedAlertFor, {
                    name,
                    importance: intl.formatMessage(t[alert.importance]),
                  });
            // After this update is applied, not during it.
            queueMicrotask(() => setAnnouncement((last) => ({ text, count: last.count + 1 })));
          }
          return { ...previousData, followUps: merged.list };
        },
      }),
    [subscribeToMore, intl],
  );

  // Titles and descriptions come in the request's language: read them again after a switch.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void query.refetch().catch(() => undefined);
  }, [language, query]);

  // While new filters load, the previous list stays on screen.
  const alerts = (query.data ?? query.previousData)?.followUps ?? [];
  return {
    alerts,
    loading: query.loading && !query.data && !query.previousData,
    error: query.error,
    announcement,
  };
}
