import { useState } from 'react';
import { Formik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { carerInviteSchema } from '#common/validation/carers';
import type { CarerRelationship, InviteCarerMutation } from '../../../generated/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import type { Grant } from '../../../shared/auth/care-for-store';
import { InviteQr } from '../../../shared/care-team/invite-qr';
import { RELATIONSHIPS, relationshipText } from '../../../shared/carers/texts';
import { AppForm } from '../../../shared/forms/app-form';
import { FormSelectField } from '../../../shared/forms/form-select-field';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { toDate } from '../../../shared/lib/date-time';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { InviteCarerMutation as InviteCarer } from '../api/my-carers';
import { familyCarerTexts } from '../texts';
import { GrantCheckboxes } from './grant-checkboxes';

const { t } = familyCarerTexts;
const FIELDS = ['relationship', 'grants', 'email'] as const;

type Invitation = InviteCarerMutation['inviteCarer'];
const EMPTY: { relationship: string; grants: Grant[]; email: string } = {
  relationship: '',
  grants: [],
  email: '',
};

/** The patient invites a carer: who they are, what they may do; the link and its QR code. */
export function InviteCarerForm() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [invite] = useMutation(InviteCarer);
  const [serverError, setServerError] = useState<string>();
  const [invitation, setInvitation] = useState<Invitation>();
  const options = RELATIONSHIPS.map((value) => ({
    value,
    label: intl.formatMessage(relationshipText(value)),
  }));

  return (
    <Card title={intl.formatMessage(t.inviteHeading)}>
      <Formik
        initialValues={EMPTY}
        validationSchema={carerInviteSchema}
        onSubmit={async (values, form) => {
          setInvitation(undefined);
          try {
            const email = values.email.trim();
            const { data } = await invite({
              variables: {
                input: {
                  relationship: values.relationship as CarerRelationship,
                  grants: values.grants,
                  ...(email ? { email } : {}),
                },
              },
            });
            setInvitation(data!.inviteCarer);
          } catch (error) {
            setServerError(errorText(error, FIELDS));
            form.setErrors(serverFieldErrors(error, FIELDS));
          }
        }}
      >
        {({ isSubmitting }) => (
          <AppForm
            id="invite-carer"
            fields={FIELDS}
            serverError={serverError}
            onAttempt={() => setServerError(undefined)}
            actions={
              <Button type="submit" busy={isSubmitting} busyText={intl.formatMessage(t.creating)}>
                {intl.formatMessage(t.sendInvite)}
              </Button>
            }
          >
            <FormSelectField
              name="relationship"
              label={intl.formatMessage(t.relationship)}
              placeholder={intl.formatMessage(t.chooseRelationship)}
              options={options}
            />
            <GrantCheckboxes legend={intl.formatMessage(t.grants)} />
            <FormTextField
              name="email"
              type="email"
              label={intl.formatMessage(t.email)}
              autoComplete="off"
              inputMode="email"
            />
          </AppForm>
        )}
      </Formik>
      {invitation && <InvitationLink invitation={invitation} />}
    </Card>
  );
}

function InvitationLink({ invitation }: { invitation: Invitation }) {
  const intl = useIntl();
  // the server gives the path; the link is on this app's own address
  const url = new URL(invitation.path, window.location.origin).href;
  return (
    <section className="carer-invitation" aria-live="polite">
      <InviteQr
        url={url}
        qrLabel={intl.formatMessage(t.qrLabel)}
        copyLabel={intl.formatMessage(t.copy)}
        copiedLabel={intl.formatMessage(t.copied)}
      >
        <p>
          {intl.formatMessage(t.inviteReady, {
            time: intl.formatDate(toDate(invitation.expiresAt), {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </p>
        <p>
          <a href={url} className="carer-invitation__link">
            {url}
          </a>
        </p>
        {invitation.emailedTo && (
          <p className="muted">
            {intl.formatMessage(t.emailedTo, { email: invitation.emailedTo })}
          </p>
        )}
      </InviteQr>
    </section>
  );
}
