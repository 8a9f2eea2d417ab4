// A check-in's findings assessed and its doctors' alert raised, in the transaction that
// holds the check-in's lock, so two findings at once cannot raise two alerts. Called at
// the end of a check-in and at once on a red-level, grade-3 or unclear possibly red-level
// finding; the alert is published after commit (publishRaisedAlert).
import type { Prisma } from '../../generated/prisma/client.ts';
import { raiseCheckInAlert } from '../alerts/raise-alert';
import { storeAssessment, type AssessmentInput } from '../triage-records/record-assessment';

export async function assessCheckIn(tx: Prisma.TransactionClient, input: AssessmentInput) {
  const { assessment, result, english, chinese } = await storeAssessment(tx, input);
  const alert = await raiseCheckInAlert(tx, { assessment, english, chinese });
  return { assessment, result, alert };
}
