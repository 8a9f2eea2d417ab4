import { useState } from 'react';
import { Formik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { carerGrantsSchema } from '#common/validation/carers';
import type { CarerAccessFieldsFragment } from '../../../generated/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import type { Grant } from '../../../shared/auth/care-for-store';
import { relationshipText } from '../../../shared/carers/texts';
import { AppForm } from '../../../shared/forms/app-form';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { toDate } from '../../../shared/lib/date-time';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Dialog } from '../../../shared/ui/dialog';
import { FormMessage } from '../../../shared/ui/form-message';
import { RevokeCarerMutation, SetCarerGrantsMutation } from '../api/my-carers';
import { familyCarerTexts } from '../texts';
import { GrantCheckboxes } from './grant-checkboxes';

const { t } = familyCarerTexts;
const FIELDS = ['grants'] as const;

/** One carer on the patient's list: who they are, what they may do (editable), revoke. */
export function CarerRow({
  carer,
  onRevoked,
}: {
  carer: CarerAccessFieldsFragment;
  onRevoked(name: string): void;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [setGrants] = useMutation(SetCarerGrantsMutation);
  const [serverError, setServerError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = carer.carerName;
  return (
    <li>
      <Card title={name} level={3}>
        <p className="muted">
          {intl.formatMessage(t.since, {
            relationship: intl.formatMessage(relationshipText(carer.relationship)),
            date: intl.formatDate(toDate(carer.since), { dateStyle: 'medium' }),
          })}
        </p>
        <Formik
          initialValues={{ grants: [...carer.grants] as Grant[] }}
          validationSchema={carerGrantsSchema}
          enableReinitialize
          onSubmit={async (values, form) => {
            setSaved(false);
            try {
              await setGrants({ variables: { id: carer.id, grants: values.grants } });
              setSaved(true);
            } catch (error) {
              setServerError(errorText(error, FIELDS));
              form.setErrors(serverFieldErrors(error, FIELDS));
            }
          }}
        >
          {({ isSubmitting, dirty }) => (
            <AppForm
              id={`carer-${carer.id}`}
              fields={FIELDS}
              serverError={serverError}
              success={saved && !dirty ? intl.formatMessage(t.saved) : undefined}
              onAttempt={() => setServerError(undefined)}
              actions={
                <>
                  <Button
                    type="submit"
                    variant="secondary"
                    busy={isSubmitting}
                    busyText={intl.formatMessage(t.saving)}
                    disabled={!dirty}
                  >
                    {intl.formatMessage(t.save)}
                  </Button>
                  <Button variant="danger" onClick={() => setConfirming(true)}>
                    {intl.formatMessage(t.revoke)}
                  </Button>
                </>
              }
            >
              <GrantCheckboxes legend={intl.formatMessage(t.grantsOf, { name })} />
            </AppForm>
          )}
        </Formik>
      </Card>
      <RevokeDialog
        carer={carer}
        open={confirming}
        onClose={() => setConfirming(false)}
        onRevoked={onRevoked}
      />
    </li>
  );
}

function RevokeDialog({
  carer,
  open,
  onClose,
  onRevoked,
}: {
  carer: CarerAccessFieldsFragment;
  open: boolean;
  onClose(): void;
  onRevoked(name: string): void;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [revoke, { loading }] = useMutation(RevokeCarerMutation, {
    refetchQueries: ['MyCarers'],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<string>();
  const name = carer.carerName;
  const confirm = async () => {
    setFailure(undefined);
    try {
      await revoke({ variables: { id: carer.id } });
      onClose();
      onRevoked(name);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={intl.formatMessage(t.revokeTitle, { name })}
      onClose={loading ? undefined : onClose}
    >
      <p className="dialog__body">{intl.formatMessage(t.revokeBody, { name })}</p>
      <FormMessage tone="error">{failure}</FormMessage>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={loading}>
          {intl.formatMessage(t.cancel)}
        </Button>
        <Button
          variant="danger"
          busy={loading}
          busyText={intl.formatMessage(t.revoking)}
          onClick={() => void confirm()}
        >
          {intl.formatMessage(t.revoke)}
        </Button>
      </div>
    </Dialog>
  );
}
