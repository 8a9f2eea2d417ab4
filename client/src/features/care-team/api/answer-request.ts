import { graphql } from '../../../generated';

export const PatientAnswerRequestMutation = graphql(`
  mutation PatientAnswerRequest($id: ID!, $accept: Boolean!) {
    answerCareTeamRequest(id: $id, accept: $accept) {
      ...PatientRequestFields
    }
  }
`);
