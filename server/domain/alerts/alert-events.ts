// Alert events go to each doctor of the patient's care team on a topic of their own, so
// an alert costs one delivery per doctor who may see it, not one permission check per
// connected doctor. The subscription still checks each event (care teams change).
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { AlertEvent, AppPubSub } from '../../pubsub';

export async function publishAlertEvent(
  deps: { prisma: PrismaClient; pubsub: AppPubSub },
  event: AlertEvent,
) {
  const doctors = await deps.prisma.careTeamLink.findMany({
    where: { patientId: event.patientId },
    select: { doctorId: true },
  });
  await Promise.all(doctors.map(({ doctorId }) => deps.pubsub.publish('alerts', doctorId, event)));
}
