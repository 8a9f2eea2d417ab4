import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { Button } from '../../../shared/ui/button';
import { FormMessage } from '../../../shared/ui/form-message';
import { ConnectLinkDoctorQuery, RequestDoctorFromLinkMutation } from '../api/connect-link';
import { careTeamTexts } from '../texts';
import { Card } from '../../../shared/ui/card';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';

/** /connect/{token}: a signed-in patient opened a doctor's connect link and may ask to join. */
export function ConnectPage() {
  const { t } = careTeamTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const { token = '' } = useParams();
  const doctor = useQuery(ConnectLinkDoctorQuery, { variables: { token } });
  const [send, { loading }] = useMutation(RequestDoctorFromLinkMutation);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const name = doctor.data?.connectLinkDoctor.name ?? '';
  return (
    <Page width="narrow" className="connect">
      <PageHeader title={intl.formatMessage(t.connectTitle)} />
      <Card>
        {doctor.loading && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
        {doctor.error && <FormMessage tone="error">{errorText(doctor.error)}</FormMessage>}
        {doctor.data && !sent && (
          <>
            <p>{intl.formatMessage(t.connectAsk, { name })}</p>
            <FormMessage tone="error">{failure}</FormMessage>
            <Button
              busy={loading}
              busyText={intl.formatMessage(t.connectSending)}
              onClick={async () => {
                setFailure(undefined);
                try {
                  await send({ variables: { token } });
                  setSent(true);
                } catch (error) {
                  setFailure(errorText(error));
                }
              }}
            >
              {intl.formatMessage(t.connectSend)}
            </Button>
          </>
        )}
        <FormMessage tone="success">
          {sent ? intl.formatMessage(t.connectSent, { name }) : undefined}
        </FormMessage>
        {(sent || doctor.error) && (
          <Link className="btn btn--secondary" to="/home">
            {intl.formatMessage(t.goHome)}
          </Link>
        )}
      </Card>
    </Page>
  );
}
