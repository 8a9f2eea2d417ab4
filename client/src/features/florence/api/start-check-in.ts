import { graphql } from '../../../generated';

export const StartCheckInMutation = graphql(`
  mutation StartCheckIn($input: StartCheckInInput!) {
    startCheckIn(input: $input) {
      ...CheckInSessionFields
    }
  }
`);
