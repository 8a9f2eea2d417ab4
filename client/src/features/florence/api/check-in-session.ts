import { graphql } from '../../../generated';

/** One session as stored: read again when the live stream went quiet. */
export const CheckInSessionQuery = graphql(`
  query CheckInSession($id: ID!) {
    checkInSession(id: $id) {
      ...CheckInSessionFields
    }
  }
`);
