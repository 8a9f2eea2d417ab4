import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MyMedicationFieldsFragment } from '../../../generated/graphql';
import { CLINIC_TIME_ZONE } from '#common/clinic-day';
import { toDate } from '../../../shared/lib/date-time';
import { SupplyBar } from '../../../shared/ui/supply-bar';
import { useMedicationFormat } from '../lib/use-medication-format';
import { medicationTexts } from '../texts';

/**
 * One of the patient's medications. An active one links to its details and shows what is
 * left and its expiry state; an archived one says when it ended and, when the doctor
 * stopped it, why: the stop dialog tells the doctor the patient sees the reason (spec: no
 * bar, not clickable).
 */
export function MyMedicationCard({ medication: m }: { medication: MyMedicationFieldsFragment }) {
  const { t } = medicationTexts;
  const intl = useIntl();
  const format = useMedicationFormat();
  const labels = format.labels(m);
  const archived = m.cardStatus === 'archived';
  const warning = m.cardStatus === 'expired' || m.cardStatus === 'near_expiry';
  return (
    <li className={`card my-med my-med--${m.cardStatus}`}>
      <h2 className="my-med__name">
        {archived ? (
          `${labels.name} ${m.strength}`
        ) : (
          <Link to={`/medication_details/${encodeURIComponent(m.id)}`}>
            {labels.name} {m.strength}
          </Link>
        )}
      </h2>
      <p className="muted">{labels.type}</p>
      {archived ? (
        <EndedNote medication={m} />
      ) : (
        <>
          <SupplyBar left={m.remainingQuantity} total={m.quantity} label={format.supply(m)} />
          <p>
            {intl.formatMessage(t.expires, { date: format.day(m.expirationDate) })}{' '}
            {warning && (
              <span className={`expiry-tag expiry-tag--${m.cardStatus}`}>
                {intl.formatMessage(m.cardStatus === 'expired' ? t.expired : t.expiring)}
              </span>
            )}
          </p>
        </>
      )}
    </li>
  );
}

/** When an archived medication ended, and the doctor's reason when it was stopped. */
function EndedNote({ medication: m }: { medication: MyMedicationFieldsFragment }) {
  const { t } = medicationTexts;
  const intl = useIntl();
  if (!m.endedDate) return <p>{intl.formatMessage(t.ended)}</p>;
  // the Hong Kong day it ended, wherever the patient reads it
  const date = intl.formatDate(toDate(m.endedDate), {
    dateStyle: 'medium',
    timeZone: CLINIC_TIME_ZONE,
  });
  const stopped = m.status === 'DISCONTINUED';
  return (
    <>
      <p>{intl.formatMessage(stopped ? t.stoppedOn : t.endedOn, { date })}</p>
      {stopped && m.discontinueReason && (
        <p className="my-med__reason">
          {intl.formatMessage(t.stoppedReason, { reason: m.discontinueReason })}
        </p>
      )}
    </>
  );
}
