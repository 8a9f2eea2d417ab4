import { graphql } from '../../../generated';

export const CareTeamQuery = graphql(`
  query CareTeam {
    careTeamDoctors {
      id
      name
      specialty
      phoneNumber
      email
      centre
      onCareTeamSince
    }
  }
`);
