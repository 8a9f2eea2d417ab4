import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { specialtyName } from '#common/appointments';
import { clinicHoursText, EMERGENCY_NUMBER } from '#common/clinic';
import { commonTexts } from '../../../i18n/common-texts';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../shared/api/use-error-text';
import { BackButton } from '../../../shared/ui/back-button';
import { FormMessage } from '../../../shared/ui/form-message';
import { Icon } from '../../../shared/ui/icon';
import { InitialsAvatar } from '../../../shared/ui/initials-avatar';
import { useCareTeamDoctors } from '../lib/use-care-team-doctors';
import { careTeamTexts } from '../texts';
import '../care-team.css';

const telOf = (phone: string) => `tel:+852${phone.replace(/\s/g, '')}`;

/** /healthcare_provider: the patient's real care team, the first doctor as primary, and 999. */
/** An e-mail address that may wrap after its @ and dots, never inside a word. */
const withBreaks = (email: string) =>
  email.split(/(?<=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));

export function HealthcareProviderPage() {
  const { t } = careTeamTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const { data, loading, error, doctors } = useCareTeamDoctors();
  const [primary, ...others] = doctors;

  return (
    <section className="page care-team">
      <header className="page__header">
        <BackButton to="/settings" />
        <h1 className="page__title">{intl.formatMessage(t.title)}</h1>
      </header>
      {loading && !data && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      {error && !data && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      {data && !primary && <p className="card">{intl.formatMessage(t.noTeam)}</p>}
      {primary && (
        <article className="card care-team__primary" aria-labelledby="primary-name">
          <p className="care-team__label">{intl.formatMessage(t.primary)}</p>
          <div className="care-team__who">
            <InitialsAvatar name={primary.name} size={56} />
            <h2 id="primary-name" className="care-team__name">
              {primary.name}
            </h2>
          </div>
          <dl className="care-team__facts">
            <dt>{intl.formatMessage(t.specialty)}</dt>
            <dd>{specialtyName(primary.specialty, language) || '—'}</dd>
            <dt>{intl.formatMessage(t.centre)}</dt>
            <dd>{primary.centre}</dd>
            <dt>{intl.formatMessage(t.phone)}</dt>
            <dd>
              {primary.phoneNumber ? (
                <a href={telOf(primary.phoneNumber)}>{primary.phoneNumber}</a>
              ) : (
                intl.formatMessage(t.noPhone)
              )}
            </dd>
            <dt>{intl.formatMessage(t.email)}</dt>
            <dd>
              <a href={`mailto:${primary.email}`} translate="no">
                {withBreaks(primary.email)}
              </a>
            </dd>
            <dt>{intl.formatMessage(t.hours)}</dt>
            <dd>{clinicHoursText(language)}</dd>
          </dl>
        </article>
      )}
      {others.length > 0 && (
        <section aria-labelledby="care-team-others">
          <h2 id="care-team-others" className="care-team__heading">
            {intl.formatMessage(t.team)}
          </h2>
          <ul className="care-team__list">
            {others.map((doctor) => (
              <li key={doctor.id} className="card care-team__member">
                <InitialsAvatar name={doctor.name} />
                <div className="care-team__member-text">
                  <p className="care-team__member-name">{doctor.name}</p>
                  <p className="muted">{specialtyName(doctor.specialty, language)}</p>
                </div>
                {doctor.phoneNumber && (
                  <a
                    className="icon-button"
                    href={telOf(doctor.phoneNumber)}
                    aria-label={intl.formatMessage(t.call, { name: doctor.name })}
                  >
                    <Icon name="phone" />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="card care-team__emergency" aria-labelledby="care-team-emergency">
        <h2 id="care-team-emergency" className="care-team__heading">
          {intl.formatMessage(t.emergencyTitle)}
        </h2>
        <p>{intl.formatMessage(t.emergencyText, { number: EMERGENCY_NUMBER })}</p>
        <a className="btn btn--danger" href={`tel:${EMERGENCY_NUMBER}`}>
          <Icon name="phone" size={18} />{' '}
          {intl.formatMessage(t.callEmergency, { number: EMERGENCY_NUMBER })}
        </a>
      </section>
    </section>
  );
}
