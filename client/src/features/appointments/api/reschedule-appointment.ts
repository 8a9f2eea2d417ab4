import { graphql } from '../../../generated';

export const RescheduleAppointmentMutation = graphql(`
  mutation RescheduleAppointment($id: ID!, $input: AppointmentInput!) {
    rescheduleAppointment(id: $id, input: $input) {
      ...AppointmentFields
    }
  }
`);
