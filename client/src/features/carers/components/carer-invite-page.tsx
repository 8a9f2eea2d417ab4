import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAuth } from '../../../shared/auth/auth-context';
import { careForStore } from '../../../shared/auth/care-for-store';
import { relationshipText } from '../../../shared/carers/texts';
import { toDate } from '../../../shared/lib/date-time';
import type { LoginState } from '../../../shared/paths';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { FormMessage } from '../../../shared/ui/form-message';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { AcceptCarerInviteMutation, CarerInviteQuery } from '../api/carer-invite';
import { toCareFor } from '../lib/use-cared-persons';
import { familyCarerTexts } from '../texts';
import { GrantList } from './grant-list';

const { t } = familyCarerTexts;

/**
 * /carer_invite/{token}, open to anyone: what the patient offers. Signed out: sign up with
 * the token as the access code (that makes a carer account with this access), or sign in
 * and come back. A signed-in carer accepts here.
 */
export function CarerInvitePage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { token = '' } = useParams();
  const invite = useQuery(CarerInviteQuery, {
    variables: { token },
    context: { withoutCareFor: true },
  });
  const preview = invite.data?.carerInvite;
  return (
    <Page width="narrow">
      <PageHeader title={intl.formatMessage(t.inviteTitle)} />
      <Card>
        {invite.loading && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
        {invite.error && <FormMessage tone="error">{errorText(invite.error)}</FormMessage>}
        {preview && (
          <>
            <p className="carer-invite__offer">
              {intl.formatMessage(t.invites, {
                patient: preview.patientName,
                relationship: intl.formatMessage(relationshipText(preview.relationship)),
              })}
            </p>
            <p>{intl.formatMessage(t.inviteGrants)}</p>
            <GrantList grants={preview.grants} />
            <p className="muted">
              {intl.formatMessage(t.inviteExpires, {
                time: intl.formatDate(toDate(preview.expiresAt), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </p>
            <InviteActions token={token} />
          </>
        )}
      </Card>
    </Page>
  );
}

function InviteActions({ token }: { token: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { status, user } = useAuth();
  const [accept, { loading }] = useMutation(AcceptCarerInviteMutation, {
    context: { withoutCareFor: true },
  });
  const [failure, setFailure] = useState<string>();
  if (status !== 'authenticated' || !user) {
    const back: LoginState = { from: `/carer_invite/${token}` };
    return (
      <div className="form__actions">
        <Link
          className="btn btn--primary btn--block"
          to={`/register?invite=${encodeURIComponent(token)}`}
        >
          {intl.formatMessage(t.createAccount)}
        </Link>
        <Link className="btn btn--secondary btn--block" to="/login" state={back}>
          {intl.formatMessage(t.haveAccount)}
        </Link>
      </div>
    );
  }
  if (user.role !== 'carer')
    return <FormMessage tone="info">{intl.formatMessage(t.notACarer)}</FormMessage>;
  const onAccept = async () => {
    setFailure(undefined);
    try {
      const { data } = await accept({ variables: { token } });
      careForStore.dismissEnded();
      careForStore.select(toCareFor(data!.acceptCarerInvite));
      navigate('/carer_home', { replace: true });
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <>
      <FormMessage tone="error">{failure}</FormMessage>
      <Button
        block
        busy={loading}
        busyText={intl.formatMessage(t.accepting)}
        onClick={() => void onAccept()}
      >
        {intl.formatMessage(t.accept)}
      </Button>
    </>
  );
}
