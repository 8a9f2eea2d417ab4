import { graphql } from '../../../generated';

/** What the patient's list and details show of a prescription. */
export const MyMedicationFields = graphql(`
  fragment MyMedicationFields on Prescription {
    ...PrescriptionCardFields
    endedDate
    discontinueReason
  }
`);

export const MyMedicationsQuery = graphql(`
  query MyMedications($patientId: ID!) {
    patientPrescriptions(patientId: $patientId) {
      ...MyMedicationFields
    }
  }
`);

export const MedicationDetailsQuery = graphql(`
  query MedicationDetails($id: ID!) {
    prescription(id: $id) {
      ...MyMedicationFields
    }
  }
`);
