import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import type { IconName } from '../../../shared/ui/icon-paths';
import { useSignOut } from '../lib/use-sign-out';
import { settingsTexts } from '../texts';
import '../settings.css';

/** Patient and doctor settings: account links and logout. */
export function SettingsPage() {
  const { t } = settingsTexts;
  const intl = useIntl();
  const { user } = useAuth();
  const { signOut, busy } = useSignOut();
  const links: Array<{ to: string; icon: IconName; label: string }> = [
    ...(user?.role === 'patient'
      ? [
          {
            to: '/healthcare_provider',
            icon: 'users' as const,
            label: intl.formatMessage(t.healthcareProvider),
          },
        ]
      : []),
    { to: '/password_security', icon: 'lock', label: intl.formatMessage(t.passwordSecurity) },
    { to: '/display_language', icon: 'globe', label: intl.formatMessage(t.displayLanguage) },
  ];

  return (
    <section className="page page--narrow settings">
      <header className="page__header">
        <h1 className="page__title">{intl.formatMessage(t.title)}</h1>
      </header>
      {user && (
        <div className="card settings__user">
          <span className="settings__avatar" aria-hidden="true">
            {user.name.trim().charAt(0).toUpperCase()}
          </span>
          <div>
            <p className="settings__name">{user.name}</p>
            <p className="muted">{intl.formatMessage(t.signedInAs, { username: user.username })}</p>
          </div>
          <Link
            className="icon-button settings__edit"
            to="/profile_management"
            aria-label={intl.formatMessage(t.editProfile)}
          >
            <Icon name="edit" size={20} />
          </Link>
        </div>
      )}
      <h2 className="settings__heading">{intl.formatMessage(t.account)}</h2>
      <ul className="settings__list">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="settings__item" to={link.to}>
              <Icon name={link.icon} />
              <span>{link.label}</span>
              <Icon name="chevronRight" className="settings__chevron" />
            </Link>
          </li>
        ))}
      </ul>
      <Button
        variant="danger"
        block
        busy={busy}
        busyText={intl.formatMessage(t.loggingOut)}
        onClick={() => void signOut()}
      >
        <Icon name="logout" size={20} /> {intl.formatMessage(t.logout)}
      </Button>
    </section>
  );
}
