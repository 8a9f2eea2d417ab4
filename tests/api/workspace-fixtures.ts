// People for the doctor's-workspace tests: a doctor of one's own (no demo patients) and
// patients on their care team, created through the API and linked in the database (the
// care-team request flow has its own tests).
import type { TestServer } from './harness';

export type Person = { id: string; token: string; username: string };

export async function userOf(server: TestServer, token: string): Promise<Person> {
  const { data } = await server.gql(`{ me { id username } }`, {}, { token });
  return { id: data.me.id, username: data.me.username, token };
}

export async function newDoctor(server: TestServer): Promise<Person> {
  return userOf(server, (await server.createAccount('DEMO-DOCTOR')).token);
}

/** A new patient, on `doctor`'s care team only (not on the demo doctor's). */
export async function newPatientOf(
  server: TestServer,
  doctor: Person,
  profile: { fullName?: string } = {},
): Promise<Person> {
  const patient = await userOf(server, (await server.createAccount()).token);
  const prisma = server.services.prisma;
  await prisma.careTeamLink.deleteMany({ where: { patientId: patient.id } });
  await prisma.careTeamLink.create({ data: { doctorId: doctor.id, patientId: patient.id } });
  if (profile.fullName)
    await server.gql(
      `mutation P($input: ProfileInput!) { updateProfile(input: $input) { fullName } }`,
      { input: profile },
      { token: patient.token },
    );
  return patient;
}

/** The error code of a GraphQL answer, and its first field problem. */
export function refusal(answer: { errors?: any[] }) {
  const extensions = answer.errors?.[0]?.extensions ?? {};
  const fields = (extensions.fields ?? {}) as Record<string, string>;
  return { code: extensions.code as string | undefined, field: Object.values(fields)[0] };
}

/** A check-in the patient starts, says `messages` in, and finishes (a report for the doctor). */
export async function finishedCheckIn(server: TestServer, token: string, messages: string[] = []) {
  const started = await server.gql(
    `mutation { startCheckIn(input: { language: "en" }) { id } }`,
    {},
    { token },
  );
  const id = started.data.startCheckIn.id as string;
  for (const message of messages)
    await server.rest('POST', '/florence/send_message', {
      token,
      json: { session_id: id, message },
    });
  const finished = await server.gql(
    `mutation F($id: ID!) { finishCheckIn(sessionId: $id) { assessment { id alertLevel } } }`,
    { id },
    { token },
  );
  if (finished.errors) throw new Error(JSON.stringify(finished.errors));
  return { sessionId: id, level: finished.data.finishCheckIn.assessment.alertLevel as string };
}

/**
 * A prescription as if it had been entered at the start of `day` (Hong Kong): its start date
 * and the moment it was entered, so its doses from that day on count (wellness rules §5: a
 * dose whose time had passed when the prescription was entered is never due).
 */
export async function prescribedOn(server: TestServer, prescriptionId: string, day: string) {
  await server.services.prisma.prescription.update({
    where: { id: prescriptionId },
    data: { startDate: day, startedAt: new Date(`${day}T00:00:00+08:00`) },
  });
}
