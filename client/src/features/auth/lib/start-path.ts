import { ASSESSMENT_STEPS } from '#common/validation/assessment-steps';
import { homePathFor, type Role } from '../../../shared/auth/stored-user';
import { assessmentPath } from '../../../shared/paths';

/**
 * Where a person lands after signing in: doctors and carers at their home; patients at the first
 * assessment step they have not finished yet, or at home once all nine are done.
 */
export function startPathAfterSignIn(
  role: Role,
  assessmentStep: number | null | undefined,
): string {
  if (role !== 'patient') return homePathFor(role);
  const done = assessmentStep ?? 0;
  return done < ASSESSMENT_STEPS ? assessmentPath(done + 1) : '/home';
}
