import { useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { careForStore } from '../../../shared/auth/care-for-store';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { familyCarerTexts } from '../texts';

/**
 * /carer_messages: the person's messages (the patient sees them on their home). `children`:
 * the messages panel of the notifications feature, composed by the app.
 */
export function CarerMessagesPage({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { selection } = useSyncExternalStore(careForStore.subscribe, careForStore.getSnapshot);
  return (
    <Page width="medium">
      <PageHeader
        title={intl.formatMessage(familyCarerTexts.t.messagesTitle, {
          name: selection?.name ?? '',
        })}
      />
      {children}
    </Page>
  );
}
