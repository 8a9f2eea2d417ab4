import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { Card } from '../../../shared/ui/card';
import { FormMessage } from '../../../shared/ui/form-message';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { MyCarersQuery } from '../api/my-carers';
import { familyCarerTexts } from '../texts';
import { CarerRow } from './carer-row';
import { InviteCarerForm } from './invite-carer-form';
import '../carers.css';

const { t } = familyCarerTexts;

/** /family_carers (from Settings): invite a carer; see, change and end each carer's access. */
export function FamilyCarersPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, error } = useQuery(MyCarersQuery, { fetchPolicy: 'cache-and-network' });
  const [revoked, setRevoked] = useState<string>();
  const carers = data?.myCarers;
  return (
    <Page width="narrow">
      <PageHeader
        back="/settings"
        title={intl.formatMessage(t.title)}
        description={intl.formatMessage(t.intro)}
      />
      <InviteCarerForm />
      <Card title={intl.formatMessage(t.listHeading)}>
        <FormMessage tone="success">
          {revoked ? intl.formatMessage(t.revoked, { name: revoked }) : undefined}
        </FormMessage>
        {error && !data && <FormMessage tone="error">{errorText(error)}</FormMessage>}
        {!carers && !error && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
        {carers?.length === 0 && <p className="muted">{intl.formatMessage(t.none)}</p>}
        {carers && carers.length > 0 && (
          <ul className="carer-list">
            {carers.map((carer) => (
              <CarerRow key={carer.id} carer={carer} onRevoked={setRevoked} />
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
