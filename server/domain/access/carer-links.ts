// A carer's access to a patient (docs/family-carers.md): one row per carer and patient, with
// the parts of the record the patient granted. Read afresh for every decision, so a change
// or a revocation holds from the patient's next request on, open subscriptions included.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { CarerGrant } from '../../generated/prisma/enums.ts';

/** What the patient granted this carer, or null when they are not (or no longer) its carer. */
export async function carerGrantsFor(
  prisma: Pick<PrismaClient, 'carerLink'>,
  carerId: string,
  patientId: string,
): Promise<CarerGrant[] | null> {
  const link = await prisma.carerLink.findUnique({
    where: { carerId_patientId: { carerId, patientId } },
    select: { grants: true },
  });
  return link?.grants ?? null;
}
