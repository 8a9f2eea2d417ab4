import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { medicationName } from '#common/medications/catalogue';
import { MEDICATION_TYPE_NAMES, type MedicationType } from '#common/medications/types';
import type { MyMedicationFieldsFragment } from '../../../generated/graphql';
import { commonTexts } from '../../../i18n/common-texts';
import { hasErrorCode } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { toDate } from '../../../shared/lib/date-time';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FormMessage } from '../../../shared/ui/form-message';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { SupplyBar } from '../../../shared/ui/supply-bar';
import { MedicationDetailsQuery } from '../api/medications';
import { useMedicationFormat } from '../lib/use-medication-format';
import { medicationTexts } from '../texts';
import '../medication.css';

const { t } = medicationTexts;

/**
 * /medication_details/:id: one prescription, loaded by its id so a reload or a shared link
 * shows it. An unknown id, or another patient's, shows 'not found' (the server answers both
 * the same).
 */
export function MedicationDetailsPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const { data, error, loading } = useQuery(MedicationDetailsQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const medication = data?.prescription;
  const header = <PageHeader back="/medication" title={intl.formatMessage(t.details)} />;
  if (error && hasErrorCode(error, 'NOT_FOUND'))
    return (
      <Page>
        {header}
        <EmptyState
          title={intl.formatMessage(t.notFound)}
          action={
            <Link className="btn btn--secondary" to="/medication">
              {intl.formatMessage(t.backToList)}
            </Link>
          }
        >
          <p>{intl.formatMessage(t.notFoundHint)}</p>
        </EmptyState>
      </Page>
    );
  return (
    <Page className="my-meds">
      {header}
      {medication ? (
        <MedicationDetails medication={medication} />
      ) : error ? (
        <FormMessage tone="error">{errorText(error)}</FormMessage>
      ) : (
        loading && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
      )}
    </Page>
  );
}

function MedicationDetails({ medication: m }: { medication: MyMedicationFieldsFragment }) {
  const intl = useIntl();
  const format = useMedicationFormat();
  const labels = format.labels(m);
  const other = format.language === 'en' ? 'zh-HK' : 'en';
  const otherName = medicationName(m, other);
  const otherType = MEDICATION_TYPE_NAMES[m.medicationType as MedicationType]?.[other];
  const groups = (['common', 'lessCommon', 'serious'] as const).filter(
    (group) => m.sideEffects[group].length > 0,
  );
  const fact = (term: string, value: string) => (
    <div className="my-meds__fact">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="my-meds__details">
      <Card>
        <h2 className="my-meds__title">
          {labels.name} <span className="my-meds__strength">{m.strength}</span>
        </h2>
        <p className="muted">
          {otherName !== labels.name && (
            <span lang={other}>
              {intl.formatMessage(t.otherName, { name: otherName })}
              {' · '}
            </span>
          )}
          {labels.type}
          {otherType && otherType !== labels.type && <span lang={other}> / {otherType}</span>}
        </p>
        <dl className="my-meds__facts">
          {fact(intl.formatMessage(t.strength), m.strength)}
          {fact(intl.formatMessage(t.totalQuantity), String(m.quantity))}
          {fact(intl.formatMessage(t.remaining), String(m.remainingQuantity))}
        </dl>
        <SupplyBar left={m.remainingQuantity} total={m.quantity} label={format.supply(m)} />
      </Card>
      <Card title={intl.formatMessage(t.mainInfo)}>
        <dl className="my-meds__facts">
          {fact(intl.formatMessage(t.expiryDate), format.day(m.expirationDate))}
          {m.refilledDate != null &&
            fact(
              intl.formatMessage(t.refillDate),
              intl.formatDate(toDate(m.refilledDate), { dateStyle: 'medium' }),
            )}
          {m.scheduleTimes.length > 0 &&
            fact(
              intl.formatMessage(t.schedule),
              intl.formatMessage(t.scheduleValue, {
                times: m.scheduleTimes.join(', '),
                timing: labels.timing,
              }),
            )}
        </dl>
        {(m.cardStatus === 'expired' || m.cardStatus === 'near_expiry') && (
          <p>
            <span className={`expiry-tag expiry-tag--${m.cardStatus}`}>
              {intl.formatMessage(m.cardStatus === 'expired' ? t.expired : t.expiring)}
            </span>
          </p>
        )}
      </Card>
      <Card title={intl.formatMessage(t.about)}>
        <h3 className="my-meds__subtitle">{intl.formatMessage(t.dosageInstructions)}</h3>
        <p>{m.dosageInstructions}</p>
        <h3 className="my-meds__subtitle">{intl.formatMessage(t.usedFor)}</h3>
        <p>{m.usedFor}</p>
      </Card>
      {groups.length > 0 && (
        <Card title={intl.formatMessage(t.sideEffects)}>
          {groups.map((group) => (
            <section key={group} aria-label={intl.formatMessage(t[group])}>
              <h3 className="my-meds__subtitle">{intl.formatMessage(t[group])}</h3>
              <ul className="my-meds__effects">
                {m.sideEffects[group].map((effect) => (
                  <li key={effect}>{effect}</li>
                ))}
              </ul>
            </section>
          ))}
          {groups.includes('serious') && (
            <p className="muted">{intl.formatMessage(t.seriousHint)}</p>
          )}
        </Card>
      )}
    </div>
  );
}
