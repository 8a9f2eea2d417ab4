import { useState } from 'react';
import { Formik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { FollowUpFieldsFragment } from '../../../generated/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { AppForm } from '../../../shared/forms/app-form';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import type { AlertLevel } from '#common/triage-labels';
import { OVERRIDE_REASON_MAX, overrideSchema } from '#common/validation/alert-override';
import { levelName } from '../../../shared/triage/alert-levels';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { OverrideAlertLevelMutation } from '../api/override-alert-level';
import { doctorTexts } from '../texts';
import { LevelField } from './level-field';

const FIELDS = ['level', 'reason'] as const;

type Props = { alert: FollowUpFieldsFragment | null; onClose(): void };

/** A new level with a required reason; the triage level stays on record beside it. */
export function OverrideDialog({ alert, onClose }: Props) {
  const { t } = doctorTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const [overrideLevel] = useMutation(OverrideAlertLevelMutation);
  const [serverError, setServerError] = useState<string>();
  const level = (value: AlertLevel) => intl.formatMessage(levelName(value));
  const close = () => {
    setServerError(undefined);
    onClose();
  };

  return (
    <Dialog open={alert !== null} title={intl.formatMessage(t.overrideTitle)} onClose={close}>
      {alert && (
        <>
          <p className="dialog__body">
            {intl.formatMessage(t.overrideFor, {
              name: alert.patient.name,
              title: alert.title,
            })}
          </p>
          <p className="override__levels">
            {intl.formatMessage(t.originalLevel, { level: level(alert.level) })}
            {alert.overrideLevel && (
              <>
                <br />
                {intl.formatMessage(t.currentOverride, { level: level(alert.overrideLevel) })}
              </>
            )}
          </p>
          <Formik
            initialValues={{ level: alert.overrideLevel ?? alert.level, reason: '' }}
            validationSchema={overrideSchema}
            onSubmit={async (values, form) => {
              try {
                await overrideLevel({
                  variables: {
                    id: alert.id,
                    level: values.level,
                    reason: values.reason.trim(),
                    raisedAt: alert.raisedAt,
                  },
                });
                close();
              } catch (error) {
                setServerError(errorText(error, FIELDS));
                form.setErrors(serverFieldErrors(error, FIELDS));
              }
            }}
          >
            {({ isSubmitting }) => (
              <AppForm
                id="override"
                fields={FIELDS}
                serverError={serverError}
                onAttempt={() => setServerError(undefined)}
                actions={
                  <div className="dialog__actions">
                    <Button variant="secondary" onClick={close}>
                      {intl.formatMessage(t.cancel)}
                    </Button>
                    <Button
                      type="submit"
                      busy={isSubmitting}
                      busyText={intl.formatMessage(t.saving)}
                    >
                      {intl.formatMessage(t.saveOverride)}
                    </Button>
                  </div>
                }
              >
                <LevelField name="level" legend={intl.formatMessage(t.newLevel)} />
                <FormTextField
                  name="reason"
                  label={intl.formatMessage(t.reason)}
                  maxLength={OVERRIDE_REASON_MAX}
                  autoComplete="off"
                />
              </AppForm>
            )}
          </Formik>
        </>
      )}
    </Dialog>
  );
}
