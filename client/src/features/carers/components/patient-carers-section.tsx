import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { relationshipText } from '../../../shared/carers/texts';
import { Card } from '../../../shared/ui/card';
import { FormMessage } from '../../../shared/ui/form-message';
import { PatientCarersQuery } from '../api/my-carers';
import { familyCarerTexts } from '../texts';
import { GrantList } from './grant-list';
import '../carers.css';

const { t } = familyCarerTexts;

/** On the doctor's patient record (/patient_details/{id}): who may act for the patient, and how. */
export function PatientCarersSection() {
  const { patientId = '' } = useParams();
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, error } = useQuery(PatientCarersQuery, {
    variables: { patientId },
    fetchPolicy: 'cache-and-network',
  });
  const carers = data?.patientCarers;
  return (
    <Card title={intl.formatMessage(t.carersHeading)}>
      {error && !data && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      {!carers && !error && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      {carers?.length === 0 && <p className="muted">{intl.formatMessage(t.noCarers)}</p>}
      {carers && carers.length > 0 && (
        <ul className="carer-list">
          {carers.map((carer) => (
            <li key={carer.id}>
              <p className="carer-list__who">
                {intl.formatMessage(t.carerOf, {
                  name: carer.carerName,
                  relationship: intl.formatMessage(relationshipText(carer.relationship)),
                })}
              </p>
              <GrantList grants={carer.grants} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
