import { graphql } from '../../../generated';

export const SettingsCardQuery = graphql(`
  query SettingsCard {
    me {
      id
      username
      avatarUrl
      profile {
        fullName
      }
    }
    myCareStatus
    myCondition
  }
`);
