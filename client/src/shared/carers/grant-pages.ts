// What each grant opens for a family carer: the patient pages it covers (the server checks
// the same grant on the operations those pages call) and the one the navigation links to.
import type { Grant } from '../auth/care-for-store';

/** In the navigation's order. */
export const GRANT_PAGES: Record<Grant, { to: string; paths: readonly string[] }> = {
  CHECK_IN: { to: '/chatbot', paths: ['/chatbot', '/chatbot_voice'] },
  WELLNESS: { to: '/dashboard', paths: ['/dashboard'] },
  MEDICATIONS: { to: '/medication', paths: ['/medication', '/medication_details'] },
  APPOINTMENTS: { to: '/appointments', paths: ['/appointments', '/appointment_scheduler'] },
  MESSAGES: { to: '/carer_messages', paths: ['/carer_messages'] },
};

const ORDER = Object.keys(GRANT_PAGES) as Grant[];

/** The grant a page needs, or null for a page that needs none (the carer's home). */
export function grantForPath(pathname: string): Grant | null {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return ORDER.find((grant) => GRANT_PAGES[grant].paths.includes(first)) ?? null;
}

/** The granted destinations, in the navigation's order (whatever order the server sent). */
export const grantedPages = (grants: readonly Grant[]) =>
  ORDER.filter((grant) => grants.includes(grant)).map((grant) => ({
    grant,
    to: GRANT_PAGES[grant].to,
  }));

export const mayOpen = (grants: readonly Grant[], pathname: string) => {
  const grant = grantForPath(pathname);
  return grant === null || grants.includes(grant);
};
