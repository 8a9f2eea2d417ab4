import { graphql } from '../../../../generated';

/** A patient as the list row and the patient card show them. */
export const PatientSummaryFields = graphql(`
  fragment PatientSummaryFields on PatientSummary {
    id
    username
    name
    cancerType
    stage
    stageGroup
    careStatus
    lastUpdate {
      kind
      at
    }
  }
`);
