import { graphql } from '../../../generated';

/** The doctor's 13 bookable dates with each slot free or not. */
export const AppointmentScheduleQuery = graphql(`
  query AppointmentSchedule($doctorId: ID!, $rescheduling: ID) {
    appointmentSchedule(doctorId: $doctorId, rescheduling: $rescheduling) {
      date
      available
      slots {
        time
        available
      }
    }
  }
`);
