import { graphql } from '../../../../generated';

/** A prescription as the cards, the form and the refill list use it. */
export const PrescriptionFields = graphql(`
  fragment PrescriptionFields on Prescription {
    id
    patientId
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
    unitsPerDose
    startDate
    status
    cardStatus
    startedDate
    refilledDate
    endedDate
    discontinueReason
    prescribedBy {
      id
      name
    }
  }
`);
