// The access matrix's table: every operation and route that names a patient's data (found
// by access-discovery.ts) or returns it, what kind of call it is, the grant a carer uses it
// in (the one its service asks for; none: not for carers), and the call itself. Who gets
// what follows from these alone (access-kinds.ts `expected`).
import type { CarerGrant } from '#common/validation/carers';
import { DUE_DOSE, PRESCRIPTION, type Fixtures, type Target } from './access-fixtures';
import type { Entry, GraphQLEntry, RestEntry } from './access-kinds';

/** Discovered, but the ids they take are not a patient's records. */
export const NOT_PATIENT_DATA: Record<string, string> = {
  'mutation bookAppointment': 'names a doctor; the booking is the signed-in patient’s own',
  'mutation revokeApiKey': 'one of the signed-in doctor’s own API keys (api-keys.test.ts)',
  'mutation register': 'the username of the account being made, by someone signed out',
  'mutation verifyRegistration': 'the username of the account being made',
  'mutation resendRegistrationCode': 'the username of the account being made',
  'mutation signIn': 'the username of the account signing in',
  'POST /token': 'the username of the account signing in',
  'POST /otp/register': 'the username of the account being made',
  'POST /otp/verify': 'the username of the account being made',
  'POST /otp/resend': 'the username of the account being made',
};

const patientId = (t: Target) => ({ p: t.patient.id });
const byId = (pick: (t: Target) => string) => (t: Target) => ({ id: pick(t) });
const made = byId((t) => t.made);
const month = new Date().toISOString().slice(0, 7);
const any = (list: unknown[]) => list.length > 0;

/** Reads of the patient's records by patientId, which a carer makes in `grant`. */
const readsByPatientId = (grant: CarerGrant | undefined, fields: string[]) =>
  fields.map((field) => ({
    kind: 'careRead' as const,
    grant,
    gql: `query Q($p: ID!) { ${field} }`,
    vars: patientId,
  }));

export const GRAPHQL: GraphQLEntry[] = [
  // reads of the patient's records, by patientId, each list in the grant a carer reads it in
  ...readsByPatientId(undefined, [
    'achievements(patientId: $p) { rank { totalXp } }',
    'badge(id: "first-check-in", patientId: $p) { unlockedAt }',
    'patientCarers(patientId: $p) { id }',
    'recordAccess(patientId: $p) { id }',
  ]),
  ...readsByPatientId('CHECK_IN', [
    'checkInsConnection(patientId: $p) { edges { node { id } } }',
    'triageHistory(patientId: $p) { id }',
    'triageHistoryConnection(patientId: $p) { edges { node { id } } }',
    'triageLatest(patientId: $p) { id }',
  ]),
  ...readsByPatientId('WELLNESS', [
    'checkInStreak(patientId: $p) { current }',
    'healthPeriod(period: "week", patientId: $p) { wellness }',
    'insights(patientId: $p) { title }',
    'sharedReports(patientId: $p) { id }',
    `symptomCalendar(month: "${month}", patientId: $p) { day }`,
    'weeklySummary(patientId: $p) { engagement }',
    'wellnessScore(period: "month", patientId: $p) { score }',
  ]),
  ...readsByPatientId('MEDICATIONS', [
    'patientPrescriptions(patientId: $p) { id }',
    `patientDoses(patientId: $p, from: "${month}-01", to: "${month}-07") { day }`,
  ]),
  {
    kind: 'doctorRead',
    gql: 'query Q($p: ID!) { patientOverview(patientId: $p) { adherence } }',
    vars: patientId,
  },
  {
    kind: 'doctorRead',
    gql: 'query Q($id: ID!) { doctorPatient(id: $id) { id } }',
    vars: byId((t) => t.patient.id),
  },
  {
    kind: 'doctorRead',
    gql: 'query Q($p: ID) { followUps(filter: { patientId: $p }) { id } }',
    vars: patientId,
    leavesOut: (data) => any(data.followUps),
  },
  // reads of one of the patient's records, by its id
  {
    kind: 'careRead',
    grant: 'APPOINTMENTS',
    gql: 'query Q($id: ID!) { appointment(id: $id) { id reason } }',
    vars: byId((t) => t.appointment),
  },
  {
    kind: 'careRead',
    grant: 'CHECK_IN',
    gql: 'query Q($id: ID!) { checkInSession(id: $id) { id } }',
    vars: byId((t) => t.finished),
  },
  {
    kind: 'careRead',
    grant: 'MEDICATIONS',
    gql: 'query Q($id: ID!) { prescription(id: $id) { id } }',
    vars: byId((t) => t.prescription),
  },
  {
    kind: 'careRead',
    grant: 'CHECK_IN',
    gql: 'query Q($s: ID!) { triageForSession(sessionId: $s) { id } }',
    vars: (t) => ({ s: t.finished }),
  },
  {
    kind: 'patientRead',
    grant: 'APPOINTMENTS',
    gql: 'query Q($d: ID!, $r: ID) { appointmentSchedule(doctorId: $d, rescheduling: $r) { date } }',
    vars: (t) => ({ d: t.doctorId, r: t.appointment }),
  },
  // the doctor's changes to the patient's record
  {
    kind: 'doctorWrite',
    gql: 'mutation M($p: ID!, $rx: PrescriptionInput!) { addPrescription(patientId: $p, input: $rx) { id } }',
    vars: (t) => ({ p: t.patient.id, rx: PRESCRIPTION }),
  },
  {
    kind: 'doctorWrite',
    gql: 'mutation M($id: ID!, $rx: PrescriptionInput!) { updatePrescription(id: $id, input: $rx) { id } }',
    vars: (t) => ({ id: t.prescription, rx: PRESCRIPTION }),
  },
  {
    kind: 'doctorWrite',
    gql: `mutation M($p: ID!, $id: ID!) {
      refillPrescriptions(patientId: $p, refills: [{ prescriptionId: $id, quantity: "10", expiry: "31/12/2099" }]) { id } }`,
    vars: (t) => ({ p: t.patient.id, id: t.prescription }),
  },
  ...[
    'markPatientReportsOpened(patientId: $p)',
    'sendPatientMessage(patientId: $p, input: { title: "Hi", description: "See you", type: "general" }) { id }',
    'setPatientCareStatus(patientId: $p, status: "monitoring") { id }',
    'setPatientDiagnosis(patientId: $p, input: { stage: "stage_i" }) { id }',
  ].map((field) => ({
    kind: 'doctorWrite' as const,
    gql: `mutation M($p: ID!) { ${field} }`,
    vars: patientId,
  })),
  ...[
    'acknowledgeAlert(id: $id) { id }',
    'resolveAlert(id: $id) { id }',
    'overrideAlertLevel(id: $id, level: ORANGE, reason: "Seen in clinic") { id }',
  ].map((field) => ({
    kind: 'doctorWrite' as const,
    gql: `mutation M($id: ID!) { ${field} }`,
    vars: byId((t) => t.alert),
  })),
  ...[
    'completePrescription(id: $id) { id }',
    'discontinuePrescription(id: $id, reason: "Side effects") { id }',
  ].map((field) => ({
    kind: 'doctorWrite' as const,
    gql: `mutation M($id: ID!) { ${field} }`,
    vars: made,
    make: (make: Fixtures['make']) => make.prescription(),
  })),
  // the patient's own changes
  {
    kind: 'patientWrite',
    grant: 'MESSAGES',
    gql: 'mutation M($id: ID!) { dismissMessage(id: $id) { id } }',
    vars: byId((t) => t.message),
  },
  {
    kind: 'patientWrite',
    grant: 'MESSAGES',
    gql: 'mutation M($id: ID!) { markMessagesRead(ids: [$id]) }',
    vars: made,
    make: (make) => make.message(),
    leavesOut: (data) => data.markMessagesRead > 0,
  },
  {
    kind: 'patientWrite',
    grant: 'CHECK_IN',
    gql: 'mutation M($s: ID!) { sendCheckInMessage(sessionId: $s, text: "I feel fine today") { replyMessageId } }',
    vars: (t) => ({ s: t.active }),
  },
  {
    kind: 'patientWrite',
    grant: 'CHECK_IN',
    gql: 'mutation M($s: ID!) { finishCheckIn(sessionId: $s) { assessment { id } } }',
    vars: (t) => ({ s: t.made }),
    make: (make) => make.activeCheckIn(),
  },
  {
    kind: 'patientWrite',
    grant: 'MEDICATIONS',
    gql: 'mutation M($id: ID!, $at: DateTime!) { markDose(prescriptionId: $id, scheduledFor: $at, status: TAKEN) { __typename } }',
    vars: (t) => ({ id: t.made, at: DUE_DOSE }),
    make: (make) => make.prescription(),
  },
  {
    kind: 'patientWrite',
    grant: 'MEDICATIONS',
    gql: 'mutation M($id: ID!, $at: DateTime!) { undoDoseMark(prescriptionId: $id, scheduledFor: $at) { __typename } }',
    vars: (t) => ({ id: t.made, at: DUE_DOSE }),
    make: (make) => make.markedDose(),
  },
  {
    kind: 'patientWrite',
    gql: 'mutation M($id: ID!) { deleteArticleComment(id: $id) }',
    vars: made,
    make: (make) => make.comment(),
  },
  {
    kind: 'patientWrite',
    grant: 'APPOINTMENTS',
    gql: 'mutation M($id: ID!, $input: AppointmentInput!) { rescheduleAppointment(id: $id, input: $input) { id } }',
    vars: (t) => ({
      id: t.made,
      input: { doctorId: t.doctorId, ...t.slotFor(t.made), reason: 'moved' },
    }),
    make: (make) => make.appointmentToMove(),
  },
  // either side's changes
  {
    kind: 'careWrite',
    grant: 'APPOINTMENTS',
    gql: 'mutation M($id: ID!) { cancelAppointment(id: $id) { id } }',
    vars: made,
    make: (make) => make.appointment(),
  },
  {
    kind: 'careWrite',
    patientOnly: true,
    gql: 'mutation M($id: ID!) { answerCareTeamRequest(id: $id, accept: false) { id } }',
    vars: made,
    make: (make) => make.careTeamRequest(),
  },
  // the patient's own say over their carers
  {
    kind: 'patientWrite',
    patientOnly: true,
    gql: 'mutation M($id: ID!) { setCarerGrants(id: $id, grants: [CHECK_IN, WELLNESS, MEDICATIONS, APPOINTMENTS, MESSAGES]) { id } }',
    vars: byId((t) => t.carerAccess),
  },
  {
    kind: 'patientWrite',
    patientOnly: true,
    gql: 'mutation M($id: ID!) { revokeCarer(id: $id) }',
    vars: made,
    make: (make) => make.carerAccess(),
  },
  // live feeds
  {
    kind: 'patientRead',
    grant: 'CHECK_IN',
    gql: 'subscription S($s: ID!) { checkInEvents(sessionId: $s) { type } }',
    vars: (t) => ({ s: t.active }),
  },
  // lists and feeds that name no patient but return the viewer's patients' records
  {
    kind: 'doctorRead',
    returns: true,
    gql: '{ doctorPatients { patients { id } } }',
    leavesOut: (data, t) => data.doctorPatients.patients.some((p: any) => p.id === t.patient.id),
  },
  {
    kind: 'doctorRead',
    returns: true,
    gql: '{ patientsConnection { edges { node { id } } } }',
    leavesOut: (data, t) =>
      data.patientsConnection.edges.some((e: any) => e.node.id === t.patient.id),
  },
  {
    // (its filter by patient is followUps's, in the same service)
    kind: 'doctorRead',
    returns: true,
    gql: '{ followUpAlertsConnection { edges { node { id } } } }',
    leavesOut: (data, t) =>
      data.followUpAlertsConnection.edges.some((e: any) => e.node.id === t.alert),
  },
  {
    kind: 'careRead',
    grant: 'APPOINTMENTS',
    returns: true,
    gql: '{ appointments { id } }',
    leavesOut: (data, t) => data.appointments.some((a: any) => a.id === t.appointment),
  },
  {
    kind: 'patientRead',
    grant: 'CHECK_IN',
    returns: true,
    gql: '{ activeCheckIn { id } }',
    leavesOut: (data) => data.activeCheckIn !== null,
  },
  {
    kind: 'doctorRead',
    returns: true,
    gql: 'subscription { followUpAlerts { id } }',
    leavesOut: true,
  },
  {
    kind: 'patientRead',
    grant: 'MESSAGES',
    returns: true,
    gql: 'subscription { patientMessageReceived { id } }',
    leavesOut: true,
  },
  {
    kind: 'careRead',
    grant: 'APPOINTMENTS',
    returns: true,
    gql: 'subscription { appointmentChanged { id } }',
    leavesOut: true,
  },
  {
    kind: 'careRead',
    returns: true,
    gql: 'subscription { careTeamRequestUpdated { id } }',
    leavesOut: true,
  },
];

export const REST: RestEntry[] = [
  ...(['latest', 'history', 'insights'] as const).map((read) => ({
    kind: 'careRead' as const,
    // (insights are wellness data, as in GraphQL)
    grant: read === 'insights' ? ('WELLNESS' as const) : ('CHECK_IN' as const),
    route: `GET /triage/${read}/{userId}` as const,
    params: (t: Target) => ({ userId: t.patient.username }),
  })),
  ...(['GET /triage/session/{sessionId}', 'GET /florence/session/{sessionId}'] as const).map(
    (route) => ({
      kind: 'careRead' as const,
      grant: 'CHECK_IN' as const,
      route,
      params: (t: Target) => ({ sessionId: t.finished }),
    }),
  ),
  {
    kind: 'patientWrite',
    grant: 'CHECK_IN',
    route: 'POST /florence/send_message',
    json: (t) => ({ session_id: t.active, message: 'I feel fine today' }),
  },
  {
    kind: 'patientWrite',
    grant: 'CHECK_IN',
    route: 'POST /florence/finish_session/{sessionId}',
    params: (t) => ({ sessionId: t.made }),
    make: (make) => make.activeCheckIn(),
  },
  {
    kind: 'careRead',
    route: 'GET /fhir/Patient',
    query: (t) => `identifier=${t.patient.username}`,
    leavesOut: (body) => body.total > 0,
  },
  ...(['GET /fhir/Patient/{id}', 'GET /fhir/Patient/{id}/$everything'] as const).map((route) => ({
    kind: 'careRead' as const,
    route,
    params: (t: Target) => ({ id: t.patient.id }),
  })),
  { kind: 'careRead', route: 'GET /fhir/AuditEvent', query: (t) => `patient=${t.patient.id}` },
  {
    kind: 'careRead',
    grant: 'WELLNESS',
    route: 'GET /reports/patients/{patientId}',
    params: (t) => ({ patientId: t.patient.id }),
    query: () => 'kind=weeks&count=2',
  },
  {
    kind: 'careRead',
    grant: 'WELLNESS',
    route: 'GET /reports/shared/{reportId}',
    params: (t) => ({ reportId: t.report }),
  },
];

export const ENTRIES: Entry[] = [...GRAPHQL, ...REST];
