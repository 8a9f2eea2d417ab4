// The doctor sets the status chip the patient sees on their settings card (the spec's six
// values); 'From treatment status' clears it. Saved on change.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { CARE_STATUSES, type CareStatus } from '#common/patients/care-status';
import { useLanguage } from '../../../../i18n/use-language';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { FormMessage } from '../../../../shared/ui/form-message';
import { SetCareStatusMutation } from '../api/set-care-status';
import { patientDetailsTexts } from '../texts';

export function CareStatusSelect({
  patientId,
  value,
}: {
  patientId: string;
  value: string | null;
}) {
  const { t } = patientDetailsTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const [save] = useMutation(SetCareStatusMutation);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const id = `care-status-${patientId}`;
  return (
    <div className="field patient-card__care-status">
      <label className="field__label" htmlFor={id}>
        {intl.formatMessage(t.careStatus)}
      </label>
      <select
        id={id}
        className="field__input field__select"
        value={value ?? ''}
        onChange={(event) => {
          setFailure(undefined);
          setSaved(false);
          save({ variables: { patientId, status: event.target.value || null } }).then(
            () => setSaved(true),
            (error: unknown) => setFailure(errorText(error)),
          );
        }}
      >
        <option value="">{intl.formatMessage(t.careStatusFromTreatment)}</option>
        {(Object.keys(CARE_STATUSES) as CareStatus[]).map((key) => (
          <option key={key} value={key}>
            {CARE_STATUSES[key][language]}
          </option>
        ))}
      </select>
      <FormMessage tone="error">{failure}</FormMessage>
      <span className="visually-hidden" role="status">
        {saved ? intl.formatMessage(t.careStatusSaved) : ''}
      </span>
    </div>
  );
}
