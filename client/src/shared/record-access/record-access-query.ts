import { graphql } from '../../generated';

export const RecordAccessQuery = graphql(`
  query RecordAccess($patientId: ID) {
    recordAccess(patientId: $patientId) {
      id
      at
      actorName
      actorRole
      apiKeyName
      channel
      change
      allowed
    }
  }
`);
