// The patient's messages, kept live: new ones arrive on the subscription, join the list and
// are announced politely.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { MyMessagesQuery } from '../api/my-messages';
import { PatientMessageReceivedSubscription } from '../api/patient-message-received';
import { notificationTexts } from '../texts';
import { withLiveMessage } from './notification-list';

export function useNotifications() {
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const query = useQuery(MyMessagesQuery, { fetchPolicy: 'cache-and-network' });
  const { subscribeToMore } = query;
  useEffect(
    () =>
      subscribeToMore({
        document: PatientMessageReceivedSubscription,
        updateQuery: (_unsafe, { subscriptionData, complete, previousData }) => {
          const message = subscriptionData.data.patientMessageReceived;
          if (!complete) return undefined;
          const text = intl.formatMessage(notificationTexts.t.newMessage, {
            name: message.from.name,
            title: message.title,
          });
          // After this update is applied, not during it.
          queueMicrotask(() => setAnnouncement((last) => ({ text, count: last.count + 1 })));
          return {
            ...previousData,
            myMessages: {
              ...previousData.myMessages,
              ...withLiveMessage(previousData.myMessages, message),
            },
          };
        },
      }),
    [subscribeToMore, intl],
  );
  return { data: query.data?.myMessages, refetch: query.refetch, announcement };
}
