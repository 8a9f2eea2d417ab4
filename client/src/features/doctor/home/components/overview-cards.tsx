import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DoctorHomeQuery } from '../../../../generated/graphql';
import { doctorHomeTexts } from '../texts';

type Cards = DoctorHomeQuery['doctorHome']['cards'];
type CardKey = keyof Omit<Cards, '__typename'>;

const CARDS: ReadonlyArray<{ key: CardKey; to: string }> = [
  { key: 'totalPatients', to: '/doctor_patients' },
  { key: 'criticalAlerts', to: '/doctor_notifications' },
  { key: 'pendingReports', to: '/doctor_patients' },
  { key: 'pendingRequests', to: '#pending-requests' },
];

/** The four counts of the doctor's team, each with its change against the week before. */
export function OverviewCards({ cards }: { cards: Cards }) {
  const { t } = doctorHomeTexts;
  const intl = useIntl();
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title" className="section-title">
        {intl.formatMessage(t.overview)}
      </h2>
      <ul className="overview-cards">
        {CARDS.map(({ key, to }) => {
          const card = cards[key];
          const change = card.changeIsNew
            ? intl.formatMessage(t.changeNew, { count: intl.formatNumber(card.lastWeek) })
            : intl.formatMessage(t.changePercent, {
                value: intl.formatNumber(card.changePercent ?? 0, { signDisplay: 'exceptZero' }),
              });
          return (
            <li key={key}>
              <Link className={`card overview-stat overview-stat--${key}`} to={to}>
                <span className="overview-stat__label">{intl.formatMessage(t[key])}</span>
                <span className="overview-stat__count">{intl.formatNumber(card.count)}</span>
                <span className="overview-stat__change muted">{change}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
