// Check-ins left open (a closed tab, a lost phone) are finished for the patient after a
// quiet spell, as ended early, so what they reported still reaches their doctor: the
// triage rules send YELLOW and ORANGE alerts "when the session ends". Safe to run on
// every instance: finishing takes the check-in's lock and skips one already finished.
import { AppError } from '../../errors';
import { finishCheckIn, type CheckinDeps } from './sessions-service';

/** Long enough for a patient to step away mid-check-in and come back to it. */
export const IDLE_CHECK_IN_MINUTES = 120;
export const SWEEP_EVERY_MS = 5 * 60_000;
// Bounded per sweep so one run never holds the database for long.
const SWEEP_BATCH = 50;

export async function finishIdleCheckIns(deps: CheckinDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDLE_CHECK_IN_MINUTES * 60_000);
  const idle = await deps.prisma.chatSession.findMany({
    where: {
      status: 'ACTIVE',
      createdAt: { lt: cutoff },
      messages: { none: { createdAt: { gt: cutoff } } },
    },
    select: { id: true, patientId: true },
    take: SWEEP_BATCH,
  });
  let finished = 0;
  for (const session of idle) {
    try {
      await finishCheckIn(deps, { patientId: session.patientId, sessionId: session.id });
      finished += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'SESSION_FINISHED')) throw error;
    }
  }
  return finished;
}

/** Starts the periodic sweep; returns the function that stops it. */
export function startIdleSweeper(deps: CheckinDeps): () => void {
  const timer = setInterval(
    () => deps.background.track(finishIdleCheckIns(deps), 'finishing idle check-ins'),
    SWEEP_EVERY_MS,
  );
  timer.unref();
  return () => clearInterval(timer);
}
