// The settings card (spec): picture, real name, condition, status chip, and two icons:
// the invite QR (a fresh single-use link, 'Copy invite link') and edit profile.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CARE_STATUSES, isCareStatus } from '#common/patients/care-status';
import { useLanguage } from '../../../i18n/use-language';
import { useAuth } from '../../../shared/auth/auth-context';
import { InviteQrDialog } from '../../../shared/care-team/invite-qr-dialog';
import { Icon } from '../../../shared/ui/icon';
import { InitialsAvatar } from '../../../shared/ui/initials-avatar';
import { SettingsCardQuery } from '../api/settings-card';
import { settingsTexts } from '../texts';

export function UserCard() {
  const { t } = settingsTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const { user } = useAuth();
  const { data } = useQuery(SettingsCardQuery, { fetchPolicy: 'cache-and-network' });
  const [inviting, setInviting] = useState(false);
  const me = data?.me;
  const name = me?.profile?.fullName?.trim() || me?.username || user?.name || '';
  // computed on the server: the recorded diagnosis in this language, else the patient's words
  const condition = data?.myCondition;
  const status = isCareStatus(data?.myCareStatus) ? data.myCareStatus : null;
  return (
    <div className="card settings__user">
      {me?.avatarUrl ? (
        <img className="settings__photo" src={me.avatarUrl} alt="" width={48} height={48} />
      ) : (
        <InitialsAvatar name={name} size={48} />
      )}
      <div className="settings__who">
        <p className="settings__name" translate="no">
          {name}
        </p>
        {condition && <p className="muted">{condition}</p>}
        {status && (
          <span className={`settings__status settings__status--${status}`}>
            {CARE_STATUSES[status][language]}
          </span>
        )}
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={intl.formatMessage(t.showInviteQr)}
        aria-haspopup="dialog"
        onClick={() => setInviting(true)}
      >
        <Icon name="qrCode" size={20} />
      </button>
      <Link
        className="icon-button"
        to="/profile_management"
        aria-label={intl.formatMessage(t.editProfile)}
      >
        <Icon name="edit" size={20} />
      </Link>
      <InviteQrDialog open={inviting} name={name} onClose={() => setInviting(false)} />
    </div>
  );
}
