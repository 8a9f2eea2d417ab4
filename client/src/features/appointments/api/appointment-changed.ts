import { graphql } from '../../../generated';

/** Bookings, reschedules and cancellations by either side, as they happen. */
export const AppointmentChangedSubscription = graphql(`
  subscription AppointmentChanged {
    appointmentChanged {
      ...AppointmentFields
    }
  }
`);
