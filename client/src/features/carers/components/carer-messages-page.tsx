import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { careForStore } from '../../../shared/auth/care-for-store';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { PatientNotifications } from '../../notifications/components/patient-notifications';
import { familyCarerTexts } from '../texts';

/** /carer_messages: the person's messages (the patient sees them on their home). */
export function CarerMessagesPage() {
  const intl = useIntl();
  const { selection } = useSyncExternalStore(careForStore.subscribe, careForStore.getSnapshot);
  return (
    <Page width="medium">
      <PageHeader
        title={intl.formatMessage(familyCarerTexts.t.messagesTitle, {
          name: selection?.name ?? '',
        })}
      />
      <PatientNotifications />
    </Page>
  );
}
