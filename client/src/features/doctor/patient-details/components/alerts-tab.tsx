import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { IMPORTANCE_ORDER } from '#common/alerts';
import { commonTexts } from '../../../../i18n/common-texts';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { useNow } from '../../../../shared/lib/use-now';
import { FormMessage } from '../../../../shared/ui/form-message';
import { FollowUpGroup } from '../../components/follow-up-group';
import { OverrideDialog } from '../../components/override-dialog';
import { groupByImportance } from '../../lib/group-alerts';
import { useAlertActions } from '../../lib/use-alert-actions';
import { PatientAlertsQuery } from '../api/patient-alerts';
import { patientDetailsTexts } from '../texts';

/** The patient's follow-ups grouped by importance, with the same actions as the follow-ups list. */
export function AlertsTab({ patientId, name }: { patientId: string; name: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const now = useNow(30_000);
  const { data, error } = useQuery(PatientAlertsQuery, {
    variables: { filter: { patientId } },
    fetchPolicy: 'cache-and-network',
  });
  const { actionError, overriding, closeOverride, handlers } = useAlertActions();
  if (!data)
    return error ? (
      <FormMessage tone="error">{errorText(error)}</FormMessage>
    ) : (
      <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
    );
  const alerts = data.followUps;
  if (!alerts.length)
    return <p className="muted">{intl.formatMessage(patientDetailsTexts.t.noAlerts, { name })}</p>;
  const groups = groupByImportance(alerts);
  return (
    <div className="patient-alerts">
      <FormMessage tone="error">{actionError}</FormMessage>
      {IMPORTANCE_ORDER.filter((importance) => groups[importance].length).map((importance) => (
        <FollowUpGroup
          key={importance}
          importance={importance}
          alerts={groups[importance]}
          now={now}
          {...handlers}
        />
      ))}
      <OverrideDialog alert={overriding} onClose={closeOverride} />
    </div>
  );
}
