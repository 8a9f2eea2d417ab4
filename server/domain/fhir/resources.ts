// Our records as FHIR R4 resources (pure mapping, no database). Codes: LOINC where one
// exists (body temperature 8310-5), otherwise our own code systems under SYSTEM_BASE, so a
// receiving system can tell our terms from standard ones.
import type {
  Bundle,
  Communication,
  Flag,
  Observation,
  Patient,
  Practitioner,
  QuestionnaireResponse,
  Resource,
  RiskAssessment,
} from '@medplum/fhirtypes';

import { relatedPersonRef } from './related-person';

export const SYSTEM_BASE = 'https://florence.care/fhir';
const USERNAME_SYSTEM = `${SYSTEM_BASE}/username`;

export type PatientRecord = {
  id: string;
  username: string;
  email: string;
  profile: {
    fullName: string | null;
    birthdate: string | null;
    gender: string | null;
    phoneNumber: string | null;
    condition: string | null;
    treatmentStatus: string | null;
    bloodType: string | null;
    heightValue: number | null;
    heightUnit: string | null;
    weightValue: number | null;
    weightUnit: string | null;
    checkupFrequency: string | null;
    updatedAt: Date;
  } | null;
};
export type DoctorRecord = { id: string; username: string; email: string; fullName: string | null };
export type AssessmentRecord = {
  id: string;
  sessionId: string;
  createdAt: Date;
  result: unknown;
  firedRules: unknown;
};
export type AlertRecord = {
  id: string;
  level: string;
  overrideLevel: string | null;
  importance: string;
  status: string;
  titleEn: string;
  descriptionEn: string;
  createdAt: Date;
  resolvedAt: Date | null;
};
export type MessageRecord = {
  id: string;
  sessionId: string;
  sender: string;
  text: string;
  createdAt: Date;
};

const GENDERS: Record<string, Patient['gender']> = {
  Male: 'male',
  Female: 'female',
  Other: 'other',
  'N/A': 'unknown',
};

const patientRef = (id: string) => ({ reference: `Patient/${id}` });

export function patientResource(patient: PatientRecord): Patient {
  const profile = patient.profile;
  return {
    resourceType: 'Patient',
    id: patient.id,
    identifier: [{ system: USERNAME_SYSTEM, value: patient.username }],
    active: true,
    ...(profile?.fullName ? { name: [{ text: profile.fullName }] } : {}),
    telecom: [
      { system: 'email', value: patient.email },
      ...(profile?.phoneNumber
        ? [
            {
              system: 'phone' as const,
              value: `+852${profile.phoneNumber}`,
              use: 'mobile' as const,
            },
          ]
        : []),
    ],
    ...(profile?.gender ? { gender: GENDERS[profile.gender] ?? 'unknown' } : {}),
    ...(profile?.birthdate ? { birthDate: profile.birthdate } : {}),
  };
}

export function practitionerResource(doctor: DoctorRecord): Practitioner {
  return {
    resourceType: 'Practitioner',
    id: doctor.id,
    identifier: [{ system: USERNAME_SYSTEM, value: doctor.username }],
    name: [{ text: doctor.fullName ?? doctor.username }],
    telecom: [{ system: 'email', value: doctor.email, use: 'work' }],
  };
}

/** The health-profile assessment (spec part 1) as answers to our questionnaire. */
export function profileResponse(patient: PatientRecord): QuestionnaireResponse | null {
  const profile = patient.profile;
  if (!profile) return null;
  const answers: Array<[string, string | number | null]> = [
    ['condition', profile.condition],
    ['treatment-status', profile.treatmentStatus],
    ['blood-type', profile.bloodType],
    [
      'height',
      profile.heightValue != null
        ? `${profile.heightValue} ${profile.heightUnit ?? ''}`.trim()
        : null,
    ],
    [
      'weight',
      profile.weightValue != null
        ? `${profile.weightValue} ${profile.weightUnit ?? ''}`.trim()
        : null,
    ],
    ['checkup-frequency', profile.checkupFrequency],
  ];
  return {
    resourceType: 'QuestionnaireResponse',
    id: `profile-${patient.id}`,
    questionnaire: `${SYSTEM_BASE}/Questionnaire/health-profile`,
    status: 'completed',
    subject: patientRef(patient.id),
    authored: profile.updatedAt.toISOString(),
    item: answers
      .filter(([, value]) => value != null && value !== '')
      .map(([linkId, value]) => ({ linkId, answer: [{ valueString: String(value) }] })),
  };
}

type StoredResult = {
  alert_level?: string;
  alert_rationale?: string;
  structured_assessment?: {
    symptoms?: Array<{
      symptom_key?: string;
      symptom?: string;
      grade?: number | null;
      notes?: string | null;
    }>;
  };
};

const TEMPERATURE = /(\d{2}(?:\.\d)?)\s*°C/;

/** Each graded symptom of a check-in, and a measured temperature, as Observations. */
export function observationsOf(
  patientId: string,
  assessment: AssessmentRecord,
  reportedById?: string | null,
): Observation[] {
  const result = (assessment.result ?? {}) as StoredResult;
  const when = assessment.createdAt.toISOString();
  // what a carer reported was observed by them, not by the patient
  const performer = reportedById ? { performer: [relatedPersonRef(reportedById)] } : {};
  const observations: Observation[] = [];
  for (const [index, symptom] of (result.structured_assessment?.symptoms ?? []).entries()) {
    if (symptom.grade != null)
      observations.push({
        resourceType: 'Observation',
        id: `${assessment.id}-grade-${index}`,
        status: 'final',
        category: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/observation-category',
                code: 'survey',
              },
            ],
          },
        ],
        code: {
          coding: [
            {
              system: `${SYSTEM_BASE}/symptom`,
              code: symptom.symptom_key ?? 'other',
              display: symptom.symptom ?? undefined,
            },
          ],
          text: `${symptom.symptom ?? symptom.symptom_key} grade (CTCAE-style 0-4)`,
        },
        subject: patientRef(patientId),
        ...performer,
        effectiveDateTime: when,
        valueInteger: symptom.grade,
      });
    const temperature = TEMPERATURE.exec(`${symptom.notes ?? ''} ${result.alert_rationale ?? ''}`);
    if (symptom.symptom_key === 'fever' && temperature)
      observations.push({
        resourceType: 'Observation',
        id: `${assessment.id}-temperature`,
        status: 'final',
        category: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/observation-category',
                code: 'vital-signs',
              },
            ],
          },
        ],
        code: {
          coding: [{ system: 'http://loinc.org', code: '8310-5', display: 'Body temperature' }],
        },
        subject: patientRef(patientId),
        ...performer,
        effectiveDateTime: when,
        valueQuantity: {
          value: Number(temperature[1]),
          unit: '°C',
          system: 'http://unitsofmeasure.org',
          code: 'Cel',
        },
      });
  }
  return observations;
}

/** A triage result: its level as the outcome, the rationale, and the rules that fired. */
export function riskAssessmentOf(patientId: string, assessment: AssessmentRecord): RiskAssessment {
  const result = (assessment.result ?? {}) as StoredResult;
  const fired = Array.isArray(assessment.firedRules)
    ? (assessment.firedRules as Array<{ id?: string }>)
    : [];
  return {
    resourceType: 'RiskAssessment',
    id: assessment.id,
    status: 'final',
    subject: patientRef(patientId),
    occurrenceDateTime: assessment.createdAt.toISOString(),
    method: { text: 'Florence rule-based triage' },
    prediction: [
      {
        outcome: {
          coding: [
            { system: `${SYSTEM_BASE}/triage-level`, code: result.alert_level ?? 'UNKNOWN' },
          ],
          text: result.alert_level,
        },
        rationale: result.alert_rationale,
      },
    ],
    note: fired.filter((rule) => rule.id).map((rule) => ({ text: `rule fired: ${rule.id}` })),
  };
}

export function flagOf(patientId: string, alert: AlertRecord): Flag {
  return {
    resourceType: 'Flag',
    id: alert.id,
    status: alert.status === 'RESOLVED' ? 'inactive' : 'active',
    category: [{ coding: [{ system: `${SYSTEM_BASE}/alert-importance`, code: alert.importance }] }],
    code: {
      coding: [{ system: `${SYSTEM_BASE}/triage-level`, code: alert.overrideLevel ?? alert.level }],
      text: `${alert.titleEn}: ${alert.descriptionEn}`,
    },
    subject: patientRef(patientId),
    period: {
      start: alert.createdAt.toISOString(),
      ...(alert.resolvedAt ? { end: alert.resolvedAt.toISOString() } : {}),
    },
  };
}

export function communicationOf(
  patientId: string,
  message: MessageRecord,
  reportedById?: string | null,
): Communication {
  const fromPatient = message.sender === 'USER';
  // a carer's check-in: their messages are theirs, about the patient
  const sender = reportedById ? relatedPersonRef(reportedById) : patientRef(patientId);
  return {
    resourceType: 'Communication',
    id: message.id,
    status: 'completed',
    subject: patientRef(patientId),
    sent: message.createdAt.toISOString(),
    ...(fromPatient ? { sender } : { recipient: [sender] }),
    payload: [{ contentString: message.text }],
    note: [
      {
        text: `check-in ${message.sessionId}; ${fromPatient ? (reportedById ? 'carer' : 'patient') : 'Florence'}`,
      },
    ],
  };
}

/** A Bundle of `resources`, as FHIR's search and $everything answer. */
export function bundleOf(type: 'searchset', resources: Resource[], baseUrl: string): Bundle {
  return {
    resourceType: 'Bundle',
    type,
    total: resources.length,
    entry: resources.map((resource) => ({
      fullUrl: `${baseUrl}/fhir/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}
