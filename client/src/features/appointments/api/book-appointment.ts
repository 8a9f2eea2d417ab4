import { graphql } from '../../../generated';

export const BookAppointmentMutation = graphql(`
  mutation BookAppointment($input: AppointmentInput!) {
    bookAppointment(input: $input) {
      ...AppointmentFields
    }
  }
`);
