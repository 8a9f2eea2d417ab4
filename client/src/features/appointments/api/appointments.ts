import { graphql } from '../../../generated';

/** The patient's own appointments, or the doctor's schedule. */
export const AppointmentsQuery = graphql(`
  query Appointments {
    appointments {
      ...AppointmentFields
    }
  }
`);
