import { graphql } from '../../../generated';

export const CancelAppointmentMutation = graphql(`
  mutation CancelAppointment($id: ID!) {
    cancelAppointment(id: $id) {
      ...AppointmentFields
    }
  }
`);
