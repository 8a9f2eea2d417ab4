// Load process: every doctor listens to their follow-up alerts and every patient to their
// check-in, all over graphql-ws; a sample of patients then report a red-level finding one
// after another. Times each alert from the message sent to its arrival at the patient's
// doctor, and counts alerts that reached any other doctor (there must be none).
import { gql, inBatches, listen } from '../lib/graphql-client';
import { readInput } from '../lib/processes';
import { latency } from '../lib/stats';

type Input = {
  url: string;
  doctors: Array<{ token: string; patients: string[] }>;
  samples: number;
  gapMs: number;
};
const input = await readInput<Input>();

const ALERTS = `subscription { followUpAlerts { id patient { username } } }`;
const EVENTS = `subscription E($sessionId: ID!) { checkInEvents(sessionId: $sessionId) { type } }`;
const START = `mutation { startCheckIn(input: { language: "en" }) { id } }`;
const SEND = `mutation S($id: ID!, $text: String!) { sendCheckInMessage(sessionId: $id, text: $text) { replyMessageId } }`;
const ME = `{ me { username } }`;

const expected = new Map<
  string,
  { doctor: number; sentAt: number; arrivedAt?: number; resolve(): void }
>();
let strayAlerts = 0;

const doctorClients = await inBatches(input.doctors, 50, (doctor, index) =>
  listen<{ patient: { username: string } }>(input.url, doctor.token, ALERTS, {}, (alert) => {
    const waiting = expected.get(alert.patient.username);
    if (!waiting || waiting.doctor !== index) return void (strayAlerts += 1);
    waiting.arrivedAt ??= performance.now();
    waiting.resolve();
  }),
);
const patients = input.doctors.flatMap((doctor, index) =>
  doctor.patients.map((token) => ({ token, doctor: index })),
);
const patientSessions = await inBatches(patients, 50, async (patient) => {
  const [{ me }, { startCheckIn }] = await Promise.all([
    gql<{ me: { username: string } }>(input.url, patient.token, ME),
    gql<{ startCheckIn: { id: string } }>(input.url, patient.token, START),
  ]);
  const client = await listen(
    input.url,
    patient.token,
    EVENTS,
    { sessionId: startCheckIn.id },
    () => {},
  );
  return { ...patient, username: me.username, sessionId: startCheckIn.id, client };
});

const samples: number[] = [];
let missed = 0;
for (const patient of patientSessions.slice(0, input.samples)) {
  const arrived = new Promise<void>((resolve) => {
    expected.set(patient.username, { doctor: patient.doctor, sentAt: performance.now(), resolve });
    setTimeout(resolve, 10_000).unref();
  });
  await gql(input.url, patient.token, SEND, { id: patient.sessionId, text: 'I have chest pain' });
  await arrived;
  const entry = expected.get(patient.username)!;
  if (entry.arrivedAt === undefined) missed += 1;
  else samples.push(entry.arrivedAt - entry.sentAt);
  await new Promise((resolve) => setTimeout(resolve, input.gapMs));
}
await new Promise((resolve) => setTimeout(resolve, 500));
await Promise.all(
  [...doctorClients, ...patientSessions.map((p) => p.client)].map((client) => client.dispose()),
);
console.log(
  JSON.stringify({
    doctors: doctorClients.length,
    patients: patientSessions.length,
    alertToDoctor: latency(samples),
    missed,
    strayAlerts,
  }),
);
