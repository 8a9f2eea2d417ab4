import { useIntl } from 'react-intl';
import type { PatientSummaryFieldsFragment } from '../../../../generated/graphql';
import { toDate } from '../../../../shared/lib/date-time';
import { alertAgeMessage } from '../../lib/alert-age-text';
import { patientTexts } from '../texts';

type Props = { update: PatientSummaryFieldsFragment['lastUpdate']; now: Date };

/** 'Check-in 2 hours ago', 'Prescription updated 3 days ago', or 'No updates yet'. */
export function LastUpdateLine({ update, now }: Props) {
  const { t } = patientTexts;
  const intl = useIntl();
  if (!update) return <span className="muted">{intl.formatMessage(t.noUpdates)}</span>;
  const at = toDate(update.at);
  const age = alertAgeMessage(at, now);
  return (
    <time className="muted" dateTime={at.toISOString()}>
      {intl.formatMessage(t[update.kind], { age: intl.formatMessage(age.descriptor, age.values) })}
    </time>
  );
}
