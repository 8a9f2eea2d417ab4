import { graphql } from '../../../generated';

export const ProfileDetailsQuery = graphql(`
  query ProfileDetails {
    me {
      id
      username
      role
      email
      pendingEmail
      avatarUrl
      profile {
        fullName
        phoneNumber
      }
    }
  }
`);
