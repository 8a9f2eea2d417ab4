import { graphql } from '../../../generated';

/** An appointment as its card shows it; every mutation and the live feed answer with it. */
export const AppointmentFields = graphql(`
  fragment AppointmentFields on Appointment {
    id
    date
    time
    startsAt
    reason
    status
    cancelledByDoctor
    doctor {
      id
      name
      specialty
      phoneNumber
    }
    patient {
      id
      name
    }
  }
`);
