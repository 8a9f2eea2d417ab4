import { graphql } from '../../../generated';

export const UpdateContactDetailsMutation = graphql(`
  mutation UpdateContactDetails($input: ContactDetailsInput!) {
    updateContactDetails(input: $input) {
      id
      email
      pendingEmail
      profile {
        fullName
        phoneNumber
      }
    }
  }
`);
