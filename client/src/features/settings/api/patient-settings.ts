import { graphql } from '../../../generated';

export const MySettingsQuery = graphql(`
  query MySettings {
    mySettings {
      key
      kind
      value
      options
    }
  }
`);
