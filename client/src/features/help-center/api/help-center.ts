import { graphql } from '../../../generated';

/** The status banner (real checks, at most 30 s old) and the support contacts. */
export const HelpCenterQuery = graphql(`
  query HelpCenter {
    systemStatus {
      state
      components {
        name
        ok
      }
      checkedAt
    }
    supportContact {
      email
      phone
    }
  }
`);
