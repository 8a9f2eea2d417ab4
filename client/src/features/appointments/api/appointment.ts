import { graphql } from '../../../generated';

/** One appointment, for the scheduler when it reschedules (by id in the URL). */
export const AppointmentQuery = graphql(`
  query Appointment($appointmentId: ID!) {
    appointment(id: $appointmentId) {
      ...AppointmentFields
    }
  }
`);
