import { graphql } from '../../../generated';

/** The patient's latest unfinished check-in, to pick up where it stopped. */
export const ActiveCheckInQuery = graphql(`
  query ActiveCheckIn {
    activeCheckIn {
      ...CheckInSessionFields
    }
  }
`);
