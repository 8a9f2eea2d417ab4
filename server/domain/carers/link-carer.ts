// Making a carer's link from an invitation: shared by accepting it signed in and by
// signing up with it (registration.ts), so both make the same row.
import type { CarerGrant, CarerRelationship } from '#common/validation/carers';
import type { Prisma } from '../../generated/prisma/client.ts';

/** What an invitation offers, as stored with its token. */
export type CarerOffer = { relationship: CarerRelationship; grants: CarerGrant[] };

/** The carer's access as the invitation offered it; the newer invitation wins. */
export function linkCarer(
  prisma: Pick<Prisma.TransactionClient, 'carerLink'>,
  carerId: string,
  patientId: string,
  offer: CarerOffer,
) {
  const data = { relationship: offer.relationship, grants: offer.grants };
  return prisma.carerLink.upsert({
    where: { carerId_patientId: { carerId, patientId } },
    create: { carerId, patientId, ...data },
    update: data,
  });
}
