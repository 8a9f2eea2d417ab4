// The one table of refusals (ADR 0018). Every access decision about a patient's data ends
// in one of these reasons, and each reason has one code, whatever the operation, the
// channel (GraphQL, REST, FHIR, a subscription) or who asks. The authorisation matrix
// (tests/api/access-matrix.test.ts) reads its expectations from here.
import type { ErrorCode } from '#common/error-codes';

export const REFUSALS = {
  /** Nobody is signed in (or the session or key was revoked). */
  signedOut: 'UNAUTHENTICATED',
  /**
   * The operation is not for this kind of viewer: a patient in the doctor's workspace, a
   * doctor in a patient's own screens.
   */
  wrongRole: 'FORBIDDEN',
  /** A read-only API key asked for a change. */
  readOnlyKey: 'API_KEY_READ_ONLY',
  /**
   * The patient, or their check-in, appointment, alert or prescription, is not within the
   * viewer's reach: another patient's, a doctor's outside the care team, another doctor's
   * key's, or no such record at all. One answer for all, so ids cannot be probed, and the
   * same as a list gives: what you may not see is not there for you.
   */
  outOfReach: 'NOT_FOUND',
  /** Within reach, but the patient turned data sharing off: wellness data and reports only. */
  notShared: 'DATA_NOT_SHARED',
  /**
   * A carer acting for a patient who cares for them, in a part of the record the patient did
   * not grant (docs/family-carers.md). Said plainly, since the carer knows the patient.
   */
  notGranted: 'NOT_GRANTED',
} as const satisfies Record<string, ErrorCode>;

export type RefusalReason = keyof typeof REFUSALS;
