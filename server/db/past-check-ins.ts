// Check-ins that happened on earlier days, for the demo seed, the development route and
// tests: the patient's messages go through the real interview, triage and alert code,
// and the stored rows then carry the day they would have been made. Never used in
// production (buildApp registers the route in development and test only).
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Language } from '#common/language';
import { engine } from '../domain/checkins/engine';
import { assessCheckIn } from '../domain/checkins/assess-check-in';
import { awardCheckInXp } from '../domain/achievements/award-service';
import type { TreatmentStatus } from '../domain/triage';
import { clinicInstant, type Day } from '../domain/wellness/clinic-days';

export type PastCheckIn = {
  /** Hong Kong day and wall-clock time the check-in was finished. */
  day: Day;
  time?: string;
  language?: Language;
  /** What the patient said, in turn; the check-in is finished after the last. */
  messages: readonly string[];
};

/** Records one finished check-in as if it had been made on `day`; returns its level. */
export async function recordPastCheckIn(
  prisma: PrismaClient,
  patientId: string,
  checkIn: PastCheckIn,
) {
  const language = checkIn.language ?? 'en';
  const profile = await prisma.profile.findUnique({ where: { userId: patientId } });
  const treatmentStatus = (profile?.treatmentStatus ?? 'undergoing_treatment') as TreatmentStatus;
  let { state } = engine.start({ language, treatmentStatus, onImmunotherapy: false, mode: 'ai' });
  const texts: Array<{ sender: 'BOT' | 'USER'; text: string }> = [];
  for (const message of checkIn.messages) {
    const turn = engine.continue(state, message);
    texts.push({ sender: 'USER', text: message }, { sender: 'BOT', text: turn.reply.text });
    state = turn.state;
  }
  const finished = engine.finish(state);
  const at = clinicInstant(checkIn.day, checkIn.time ?? '10:00');
  return prisma.$transaction(async (tx) => {
    const session = await tx.chatSession.create({
      data: {
        patientId,
        language,
        inputMode: 'keyboard',
        treatmentStatus,
        status: 'FINISHED',
        engineState: finished.state as object,
        createdAt: at,
        finishedAt: at,
        messages: {
          create: texts.map((message, index) => ({
            ...message,
            createdAt: new Date(at.getTime() - (texts.length - index) * 1000),
          })),
        },
      },
    });
    const stored = await assessCheckIn(tx, {
      sessionId: session.id,
      patientId,
      findings: finished.findings,
      context: finished.context,
      ratings: finished.ratings,
      final: true,
    });
    await tx.triageAssessment.update({
      where: { id: stored.assessment.id },
      data: { createdAt: at },
    });
    await awardCheckInXp(tx, patientId, at, true);
    if (stored.alert)
      await tx.alert.update({
        where: { id: stored.alert.alert.id },
        data: { createdAt: at, raisedAt: at },
      });
    return stored.result.alert_level;
  });
}
