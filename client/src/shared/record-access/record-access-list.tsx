// The audit trail of one patient's record: the patient's own (no patientId: others' accesses
// only) or, for a doctor of the care team, the whole trail. Read-only by design.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { commonTexts } from '../../i18n/common-texts';
import { useErrorText } from '../api/use-error-text';
import { FormMessage } from '../ui/form-message';
import { PersonName } from '../ui/person-name';
import { RecordAccessQuery } from './record-access-query';
import { recordAccessTexts } from './texts';
import './record-access.css';

const CHANNELS = ['graphql', 'rest', 'fhir', 'subscription'] as const;
type Channel = (typeof CHANNELS)[number];
const ROLE_TEXTS = {
  DOCTOR: recordAccessTexts.t.doctor,
  PATIENT: recordAccessTexts.t.patient,
  CARER: recordAccessTexts.t.carer,
} as const;
const roleText = (role: string) =>
  role in ROLE_TEXTS ? ROLE_TEXTS[role as keyof typeof ROLE_TEXTS] : ROLE_TEXTS.PATIENT;

export function RecordAccessList({ patientId }: { patientId?: string }) {
  const { t } = recordAccessTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, error } = useQuery(RecordAccessQuery, {
    variables: { patientId },
    fetchPolicy: 'cache-and-network',
  });
  if (!data)
    return error ? (
      <FormMessage tone="error">{errorText(error)}</FormMessage>
    ) : (
      <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
    );
  const entries = data.recordAccess;
  if (!entries.length)
    return <p className="muted">{intl.formatMessage(patientId ? t.emptyDoctor : t.empty)}</p>;
  return (
    <ul className="record-access">
      {entries.map((entry) => {
        const channel = CHANNELS.includes(entry.channel as Channel)
          ? intl.formatMessage(t[entry.channel as Channel])
          : entry.channel;
        const at = new Date(entry.at as string); // DateTime arrives as an ISO string
        const what = !entry.allowed ? t.refused : entry.change ? t.changed : t.viewed;
        return (
          <li key={entry.id} className="record-access__entry card">
            <p className="record-access__who">
              {entry.actorName ? (
                <PersonName>{entry.actorName}</PersonName>
              ) : (
                intl.formatMessage(t.notSignedIn)
              )}
              {entry.actorRole && (
                <span className="muted">
                  {' · '}
                  {intl.formatMessage(roleText(entry.actorRole))}
                </span>
              )}
            </p>
            <p>
              <strong className={entry.allowed ? undefined : 'record-access__refused'}>
                {intl.formatMessage(what)}
              </strong>{' '}
              {channel}
              {entry.apiKeyName &&
                ` ${intl.formatMessage(t.throughKey, { name: entry.apiKeyName })}`}
            </p>
            <time className="muted" dateTime={at.toISOString()}>
              {intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
