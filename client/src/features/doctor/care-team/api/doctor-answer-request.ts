import { graphql } from '../../../../generated';

export const DoctorAnswerRequestMutation = graphql(`
  mutation DoctorAnswerRequest($id: ID!, $accept: Boolean!) {
    answerCareTeamRequest(id: $id, accept: $accept) {
      ...DoctorRequestFields
    }
  }
`);
