// Prescriptions as FHIR R4 MedicationRequests (pure mapping). The medicine is coded with
// our catalogue's key when it came from it (common/medications), else given as text only.
import type { MedicationRequest } from '@medplum/fhirtypes';
import type { Prescription } from '../../generated/prisma/client.ts';
import { SYSTEM_BASE } from './resources';

export type PrescriptionRecord = Omit<
  Prescription,
  | 'patientId'
  | 'refilledAt'
  | 'refilledById'
  | 'endedAt'
  | 'endedById'
  | 'updatedById'
  | 'updatedAt'
>;

const STATUS: Record<PrescriptionRecord['status'], MedicationRequest['status']> = {
  ACTIVE: 'active',
  COMPLETED: 'completed',
  DISCONTINUED: 'stopped',
};

const sideEffectNotes = (p: PrescriptionRecord) =>
  (
    [
      ['Common side effects', p.sideEffectsCommon],
      ['Less common side effects', p.sideEffectsLessCommon],
      ['Serious side effects (call the care team)', p.sideEffectsSerious],
    ] as const
  ).flatMap(([label, effects]) =>
    effects.length ? [{ text: `${label}: ${effects.join(', ')}` }] : [],
  );

export function medicationRequestOf(patientId: string, p: PrescriptionRecord): MedicationRequest {
  const notes = sideEffectNotes(p);
  return {
    resourceType: 'MedicationRequest',
    id: p.id,
    status: STATUS[p.status],
    ...(p.discontinueReason ? { statusReason: { text: p.discontinueReason } } : {}),
    intent: 'order',
    medicationCodeableConcept: {
      ...(p.catalogKey
        ? { coding: [{ system: `${SYSTEM_BASE}/medication`, code: p.catalogKey, display: p.name }] }
        : {}),
      text: `${p.name} ${p.strength}`.trim(),
    },
    subject: { reference: `Patient/${patientId}` },
    authoredOn: p.startedAt.toISOString(),
    requester: { reference: `Practitioner/${p.prescribedById}` },
    ...(p.usedFor ? { reasonCode: [{ text: p.usedFor }] } : {}),
    ...(notes.length ? { note: notes } : {}),
    dosageInstruction: [
      {
        text: p.dosageInstructions,
        timing: {
          repeat: {
            boundsPeriod: { start: p.startDate },
            // Hong Kong wall-clock times, as FHIR's time type (HH:MM:SS)
            ...(p.scheduleTimes.length
              ? { timeOfDay: p.scheduleTimes.map((time) => `${time}:00`) }
              : {}),
          },
        },
        additionalInstruction: [
          { coding: [{ system: `${SYSTEM_BASE}/intake-timing`, code: p.intakeTiming }] },
        ],
        doseAndRate: [{ doseQuantity: { value: p.unitsPerDose, unit: p.medicationType } }],
      },
    ],
    dispenseRequest: {
      quantity: { value: p.quantity, unit: p.medicationType },
      validityPeriod: { end: p.expirationDate },
    },
  };
}
