import type { TextDescriptor } from '../../i18n/define-texts';
import type { Grant } from '../../shared/auth/care-for-store';
import type { Role } from '../../shared/auth/stored-user';
import { grantedPages } from '../../shared/carers/grant-pages';
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
  // and what the selected person granted (carerNavItems)
  carer: [{ to: '/carer_home', icon: 'home', label: t.navHome }],
};

const GRANT_ITEMS: Record<Grant, Omit<NavItem, 'to'>> = {
  CHECK_IN: { icon: 'chat', label: t.navFlorence },
  WELLNESS: { icon: 'chart', label: t.navHealth },
  MEDICATIONS: { icon: 'pill', label: t.navMedications },
  APPOINTMENTS: { icon: 'calendar', label: t.navVisits },
  MESSAGES: { icon: 'bell', label: t.navMessages },
};

/** A carer's navigation: their home, then only what the person cared for granted. */
export const carerNavItems = (grants: readonly Grant[]): NavItem[] => [
  ...NAV_ITEMS.carer,
  ...grantedPages(grants).map(({ grant, to }) => ({ to, ...GRANT_ITEMS[grant] })),
];
