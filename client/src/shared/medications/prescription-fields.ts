import { graphql } from '../../generated';

/**
 * What every prescription card shows, on either side: the patient's medication screens
 * and the doctor's Medications tab spread it and add their own fields.
 */
export const PrescriptionCardFields = graphql(`
  fragment PrescriptionCardFields on Prescription {
    id
    catalogKey
    name
    strength
    quantity
    remainingQuantity
    medicationType
    expirationDate
    dosageInstructions
    usedFor
    sideEffects {
      common
      lessCommon
      serious
    }
    scheduleTimes
    intakeTiming
    status
    cardStatus
    refilledDate
  }
`);
