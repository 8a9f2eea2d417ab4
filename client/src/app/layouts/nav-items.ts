import type { TextDescriptor } from '../../i18n/define-texts';
import type { Role } from '../../shared/auth/stored-user';
import type { IconName } from '../../shared/ui/icon-paths';
import { appTexts } from '../app-texts';

export type NavItem = { to: string; icon: IconName; label: TextDescriptor };

const { t } = appTexts;

export const NAV_ITEMS: Record<Role, readonly NavItem[]> = {
  patient: [
    { to: '/home', icon: 'home', label: t.navHome },
    { to: '/dashboard', icon: 'chart', label: t.navHealth },
    { to: '/chatbot', icon: 'chat', label: t.navFlorence },
    { to: '/appointments', icon: 'calendar', label: t.navVisits },
    { to: '/achievements', icon: 'trophy', label: t.navAwards },
    { to: '/settings', icon: 'settings', label: t.navSettings },
  ],
  doctor: [
    { to: '/doctor_home', icon: 'home', label: t.navHome },
    { to: '/doctor_patients', icon: 'users', label: t.navPatients },
    { to: '/doctor_notifications', icon: 'bell', label: t.navFollowUps },
    { to: '/doctor_settings', icon: 'settings', label: t.navSettings },
  ],
};
