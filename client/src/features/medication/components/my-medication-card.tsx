import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MyMedicationFieldsFragment } from '../../../generated/graphql';
import { SupplyBar } from '../../../shared/ui/supply-bar';
import { useMedicationFormat } from '../lib/use-medication-format';
import { medicationTexts } from '../texts';

/**
 * One of the patient's medications. An active one links to its details and shows what is
 * left and its expiry state; an archived one only says it is finished (spec: no bar, not
 * clickable).
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
        <p>{intl.formatMessage(t.ended)}</p>
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
