import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../../shared/ui/button';
import { FormMessage } from '../../../../shared/ui/form-message';
import { useSendInviteRequest } from '../lib/use-send-invite-request';
import { doctorCareTeamTexts } from '../texts';
import { Card } from '../../../../shared/ui/card';
import { Page } from '../../../../shared/ui/page';
import { PageHeader } from '../../../../shared/ui/page-header';

/** /patient_invite/{token}: a doctor opened a patient's invite link instead of scanning it. */
export function PatientInvitePage() {
  const { t } = doctorCareTeamTexts;
  const intl = useIntl();
  const { token = '' } = useParams();
  const { send, sending, sentTo, failure } = useSendInviteRequest();
  return (
    <Page width="narrow">
      <PageHeader title={intl.formatMessage(t.inviteTitle)} />
      <Card>
        {!sentTo && (
          <>
            <p>{intl.formatMessage(t.inviteAsk)}</p>
            <FormMessage tone="error">{failure}</FormMessage>
            <Button
              busy={sending}
              busyText={intl.formatMessage(t.sending)}
              onClick={() => void send(token)}
            >
              {intl.formatMessage(t.sendRequest)}
            </Button>
          </>
        )}
        <FormMessage tone="success">
          {sentTo ? intl.formatMessage(t.requestSent, { name: sentTo }) : undefined}
        </FormMessage>
        <Link className="btn btn--ghost" to="/doctor_home">
          {intl.formatMessage(t.close)}
        </Link>
      </Card>
    </Page>
  );
}
