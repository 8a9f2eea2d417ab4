// A patient's family carers as FHIR RelatedPerson resources (docs/family-carers.md), and the
// author of what a carer reported: the carer's messages in a check-in are sent by, and the
// findings graded from them performed by, the RelatedPerson (not the patient).
import type { Reference, RelatedPerson } from '@medplum/fhirtypes';
import { CARER_RELATIONSHIP_NAMES, type CarerRelationship } from '#common/carers';
import { SYSTEM_BASE } from './system';

/** HL7 v3 RoleCode for each relationship; a domestic helper has none, so text only. */
const ROLE_CODES: Readonly<Partial<Record<CarerRelationship, string>>> = {
  DAUGHTER: 'DAU',
  SON: 'SON',
  WIFE: 'WIFE',
  HUSBAND: 'HUSB',
  PARTNER: 'DOMPART',
  MOTHER: 'MTH',
  FATHER: 'FTH',
  SISTER: 'SIS',
  BROTHER: 'BRO',
  FRIEND: 'FRND',
};

export type CarerRecord = {
  carerId: string;
  name: string;
  relationship: CarerRelationship;
  /** false for a carer whose access was revoked but who reported something exported */
  active: boolean;
};

/** One resource per carer of this patient (its id is the carer's user id). */
export function relatedPersonOf(patientId: string, carer: CarerRecord): RelatedPerson {
  const code = ROLE_CODES[carer.relationship];
  return {
    resourceType: 'RelatedPerson',
    id: carer.carerId,
    active: carer.active,
    patient: { reference: `Patient/${patientId}` },
    name: [{ text: carer.name }],
    relationship: [
      {
        coding: [
          ...(code ? [{ system: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode', code }] : []),
          { system: `${SYSTEM_BASE}/carer-relationship`, code: carer.relationship },
        ],
        text: CARER_RELATIONSHIP_NAMES[carer.relationship].en,
      },
    ],
  };
}

export const relatedPersonRef = (carerId: string): Reference<RelatedPerson> => ({
  reference: `RelatedPerson/${carerId}`,
});
