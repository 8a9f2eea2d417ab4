import { graphql } from '../../../../generated';

/** A prescription as the cards, the form and the refill list use it. */
export const PrescriptionFields = graphql(`
  fragment PrescriptionFields on Prescription {
    ...PrescriptionCardFields
    patientId
    unitsPerDose
    startDate
    startedDate
    endedDate
    discontinueReason
    prescribedBy {
      id
      name
    }
  }
`);
