// The `patientId` argument of the reads that take "the patient" (domain/care-team.ts
// viewablePatient): one text, so every such field tells integrators the same rule.
export const patientIdArg = {
  required: false,
  description:
    'whose data: a doctor (or their API key) names a patient of their care team; a patient ' +
    'leaves it out for themself. Anyone else’s answers FORBIDDEN.',
} as const;
