import { graphql } from '../../generated';

export const UpdateSettingMutation = graphql(`
  mutation UpdateSetting($key: String!, $enabled: Boolean, $choice: String) {
    updateSetting(key: $key, enabled: $enabled, choice: $choice) {
      key
      kind
      value
      options
    }
  }
`);
