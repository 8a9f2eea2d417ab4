// Paths that more than one feature links to.
import { ASSESSMENT_STEPS } from '../../../common/validation/profile';
import type { Role } from './auth/stored-user';

export const assessmentPath = (step: number) => `/assessment${String(step).padStart(2, '0')}`;

/**
 * Where a person lands after signing in: doctors at their home; patients at the first
 * assessment step they have not finished yet, or at home once all nine are done.
 */
export function startPathAfterSignIn(role: Role, assessmentStep: number | null | undefined): string {
  if (role === 'doctor') return '/doctor_home';
  const done = assessmentStep ?? 0;
  return done < ASSESSMENT_STEPS ? assessmentPath(done + 1) : '/home';
}
