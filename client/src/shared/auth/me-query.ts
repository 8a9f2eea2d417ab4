import { graphql } from '../../generated';

/** Who the stored token belongs to; run once at start to check the session. */
export const SessionUserQuery = graphql(`
  query SessionUser {
    me {
      id
      username
      role
      language
      fontSize
      displayChosenAt
      profile {
        fullName
      }
    }
  }
`);
