import { graphql } from '../../../generated';

export const MedicationTodayFields = graphql(`
  fragment MedicationTodayFields on MedicationToday {
    doses {
      prescription {
        id
        catalogKey
        name
        strength
        medicationType
        intakeTiming
      }
      day
      time
      scheduledFor
      status
      canMark
      canUndo
    }
    adherence {
      days
      taken
      due
      percent
    }
  }
`);

/** Home's medication card: the last past dose, the next two, and the week's adherence. */
export const MedicationTodayQuery = graphql(`
  query MedicationToday {
    medicationToday {
      ...MedicationTodayFields
    }
  }
`);

export const MarkDoseMutation = graphql(`
  mutation MarkDose($prescriptionId: ID!, $scheduledFor: DateTime!, $status: DoseMark!) {
    markDose(prescriptionId: $prescriptionId, scheduledFor: $scheduledFor, status: $status) {
      ...MedicationTodayFields
    }
  }
`);

export const UndoDoseMarkMutation = graphql(`
  mutation UndoDoseMark($prescriptionId: ID!, $scheduledFor: DateTime!) {
    undoDoseMark(prescriptionId: $prescriptionId, scheduledFor: $scheduledFor) {
      ...MedicationTodayFields
    }
  }
`);
