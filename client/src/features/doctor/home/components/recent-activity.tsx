import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { medicationName } from '#common/medications/catalogue';
import type { DoctorHomeQuery } from '../../../../generated/graphql';
import { useLanguage } from '../../../../i18n/use-language';
import { toDate } from '../../../../shared/lib/date-time';
import type { IconName } from '../../../../shared/ui/icon-paths';
import { Icon } from '../../../../shared/ui/icon';
import { alertAgeMessage } from '../../lib/alert-age-text';
import { doctorHomeTexts } from '../texts';
import { PersonName } from '../../../../shared/ui/person-name';

type Activity = DoctorHomeQuery['doctorHome']['activity'][number];
type Change = 'PRESCRIBED' | 'UPDATED' | 'REFILLED' | 'DISCONTINUED' | 'COMPLETED';

const ICONS: Record<string, IconName> = {
  report: 'report',
  alert: 'warning',
  prescription: 'pill',
  request: 'userPlus',
};

/** The newest reports, critical alerts, prescription changes and accepted requests. */
export function RecentActivity({ activity, now }: { activity: readonly Activity[]; now: Date }) {
  const { t } = doctorHomeTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const title = (a: Activity) => {
    if (a.kind === 'alert') return intl.formatMessage(t.alert, { title: a.alertTitle ?? '' });
    if (a.kind === 'prescription')
      return intl.formatMessage(t.prescription, {
        name: medicationName(
          { catalogKey: a.medicationCatalogKey, name: a.medicationName ?? '' },
          language,
        ),
        change: intl.formatMessage(t[(a.prescriptionChange ?? 'UPDATED') as Change]),
      });
    return intl.formatMessage(a.kind === 'request' ? t.request : t.report);
  };
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title" className="section-title">
        {intl.formatMessage(t.recentActivity)}
      </h2>
      {activity.length === 0 ? (
        <p className="muted">{intl.formatMessage(t.noActivity)}</p>
      ) : (
        <ul className="activity-list">
          {activity.map((a) => {
            const at = toDate(a.at);
            const age = alertAgeMessage(at, now);
            return (
              <li key={`${a.kind}-${a.id}`}>
                <Link
                  className={`activity activity--${a.kind}`}
                  to={`/patient_details/${a.patient.id}`}
                >
                  <span className="activity__icon" aria-hidden="true">
                    <Icon name={ICONS[a.kind] ?? 'bell'} size={20} />
                  </span>
                  <span className="activity__body">
                    <span className="activity__title">{title(a)}</span>
                    <span className="muted">
                      <PersonName>{a.patient.name}</PersonName> ·{' '}
                      <time dateTime={at.toISOString()}>
                        {intl.formatMessage(age.descriptor, age.values)}
                      </time>
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
