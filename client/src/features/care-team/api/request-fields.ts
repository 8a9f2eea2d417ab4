import { graphql } from '../../../generated';

/** A care-team request as the patient sees it. */
export const PatientRequestFields = graphql(`
  fragment PatientRequestFields on CareTeamRequest {
    id
    direction
    status
    createdAt
    doctor {
      id
      name
      department
    }
  }
`);
