import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PrescriptionFieldsFragment } from '../../../../generated/graphql';
import { useLanguage } from '../../../../i18n/use-language';
import { toDate } from '../../../../shared/lib/date-time';
import { Icon } from '../../../../shared/ui/icon';
import { medicationLabels } from '../../../../shared/lib/medication-display';
import { prescriptionTexts } from '../texts';
import type { AddMedicationState } from './add-medication-page';
import { SupplyBar } from '../../../../shared/ui/supply-bar';

type Props = {
  prescription: PrescriptionFieldsFragment;
  onDiscontinue?(): void;
  onComplete?(): void;
};

/** One prescription: what, how much is left, when it expires, when it is taken, who and when. */
export function MedicationCard({ prescription: p, onDiscontinue, onComplete }: Props) {
  const { t } = prescriptionTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const labels = medicationLabels(p, language);
  const date = (value: unknown) => intl.formatDate(toDate(value), { dateStyle: 'medium' });
  const day = (iso: string) =>
    intl.formatDate(new Date(`${iso}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const active = p.status === 'ACTIVE';
  const headingId = `med-${p.id}`;
  return (
    <li className="card med-card" aria-labelledby={headingId}>
      <div className="med-card__head">
        <div>
          <h3 id={headingId} className="med-card__name">
            {labels.name} {p.strength}
          </h3>
          <p className="muted">{labels.type}</p>
        </div>
        {active && (
          <div className="med-card__actions">
            <Link
              className="icon-button"
              to={`/add_medication/${p.patientId}`}
              state={{ prescription: p } satisfies AddMedicationState}
              aria-label={intl.formatMessage(t.edit, { name: labels.name })}
            >
              <Icon name="edit" size={20} />
            </Link>
            <button
              type="button"
              className="icon-button"
              aria-label={intl.formatMessage(t.discontinue, { name: labels.name })}
              onClick={onDiscontinue}
            >
              <Icon name="trash" size={20} />
            </button>
          </div>
        )}
      </div>
      {active ? (
        <>
          <SupplyBar
            left={p.remainingQuantity}
            total={p.quantity}
            label={intl.formatMessage(t.remaining, {
              left: p.remainingQuantity,
              total: p.quantity,
            })}
          />
          <p>
            {intl.formatMessage(t.expires, { date: day(p.expirationDate) })}{' '}
            {p.cardStatus === 'expired' || p.cardStatus === 'near_expiry' ? (
              <span className={`expiry-tag expiry-tag--${p.cardStatus}`}>
                {intl.formatMessage(p.cardStatus === 'expired' ? t.expired : t.expiring)}
              </span>
            ) : null}
          </p>
          <p>
            {intl.formatMessage(t.takenAt, {
              times: p.scheduleTimes.join(', '),
              timing: labels.timing,
            })}
          </p>
        </>
      ) : (
        <p>
          <strong>
            {intl.formatMessage(p.status === 'COMPLETED' ? t.COMPLETED : t.DISCONTINUED)}
          </strong>
          {p.endedDate ? ` · ${intl.formatMessage(t.ended, { date: date(p.endedDate) })}` : ''}
        </p>
      )}
      {p.discontinueReason && (
        <p>{intl.formatMessage(t.reasonShown, { reason: p.discontinueReason })}</p>
      )}
      <p className="muted">
        {intl.formatMessage(t.started, { date: date(p.startedDate), name: p.prescribedBy.name })}
        {p.refilledDate
          ? ` · ${intl.formatMessage(t.refilled, { date: date(p.refilledDate) })}`
          : ''}
      </p>
      {active && onComplete && (
        <div>
          <button type="button" className="btn btn--ghost" onClick={onComplete}>
            {intl.formatMessage(t.complete)}
          </button>
        </div>
      )}
    </li>
  );
}
