import { graphql } from '../../../../generated';

export const DoctorSettingsQuery = graphql(`
  query DoctorSettings {
    me {
      id
      username
      email
      profile {
        fullName
        department
        phoneNumber
      }
    }
    mySettings {
      key
      kind
      value
      options
    }
  }
`);
