// The fuzz suite: fast-check sends requests to every REST route and every GraphQL
// operation (subscriptions over graphql-ws), as anonymous callers, patients and doctors,
// and fails on any 5xx, any INTERNAL error, an error or warning logged, a server that
// stops answering, or a refused request that changed stored data. `npm test` runs a few
// thousand requests; `npm run fuzz` runs 10,000 (FUZZ_REQUESTS, FUZZ_SEED to replay).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLIENT_DIST } from '../../server/http/static-client';
import { startTestServer, type TestServer } from '../api/harness';
import { fc, known, knownIds, knownPeople, knownSessions } from './values';
import { graphqlOperations } from './graphql-operations';
import { restRequests, restRouteNames } from './rest-requests';
import { createSnapshotter, type Snapshot } from './stored-data';
import { createCallers, type Call, type Identity } from './callers';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// Signing out would end the session the rest of the run uses: only as nobody in particular.
const REVOKING = new Set(['POST /logout', 'signOut']);
const SIGNED_IN: Identity[] = ['patient', 'otherPatient', 'doctor', 'otherDoctor'];
const NOBODY: Identity[] = ['anonymous', 'junk'];

let server: TestServer;
let patientId: string;
let patientToken: string;
let callers: ReturnType<typeof createCallers>;
let snapshots: Awaited<ReturnType<typeof createSnapshotter>>;
const serverErrors: string[] = [];
const originalConsoleError = console.error;
const recordWarning = (warning: Error) => serverErrors.push(`${warning.name}: ${warning.message}`);

/**
 * The patient keeps an active check-in to talk to, and the fuzzer knows its id: the one
 * a fuzzed call started, or a new one when a call finished it. True when one was started.
 */
async function trackActiveCheckIn() {
  const active = await server.services.prisma.chatSession.findFirst({
    where: { patientId, status: 'ACTIVE' },
    orderBy: { createdAt: 'desc' },
  });
  const id =
    active?.id ??
    (
      await server.rest('POST', '/florence/start_session', {
        token: patientToken,
        json: { language: 'en' },
      })
    ).body.session_id;
  if (knownSessions.at(-1) !== id) {
    known.push(id);
    knownIds.push(id);
    knownSessions.push(id);
  }
  return !active;
}

beforeAll(async () => {
  // Paths outside the API (e.g. /triage/insights/.. is /triage/) get the client's page,
  // which an unbuilt checkout answers with 503: fuzz the server as it is deployed.
  if (!fs.existsSync(path.join(CLIENT_DIST, 'index.html')))
    throw new Error(
      'The fuzz suite needs the built client: run `npm run build` first (npm test and npm run fuzz do).',
    );
  server = await startTestServer();
  const patient = await server.createAccount();
  patientToken = patient.token;
  const otherPatient = await server.createAccount();
  const tokens: Record<Identity, string | undefined> = {
    anonymous: undefined,
    junk: 'not-a-real-token',
    patient: patient.token,
    otherPatient: otherPatient.token,
    doctor: await server.signIn('demo.doctor'),
    otherDoctor: await server.signIn('dr.wong'),
  };
  patientId = (await server.gql(`{ me { id } }`, {}, { token: patient.token })).data.me.id;
  await trackActiveCheckIn();
  // a red finding raises an alert for the patient's doctor:
  // something for the doctors' calls to act on
  const session = await server.services.prisma.chatSession.findFirstOrThrow({
    where: { patientId },
  });
  await server.rest('POST', '/florence/send_message', {
    token: patient.token,
    json: { session_id: session.id, message: 'I have chest pain' },
  });
  const alerts = await server.services.prisma.alert.findMany({
    where: { patientId },
    select: { id: true },
  });
  expect(alerts.length).toBeGreaterThan(0);
  const otherSession = await server.rest('POST', '/florence/start_session', {
    token: otherPatient.token,
    json: {},
  });
  knownIds.push(patientId, otherSession.body.session_id, ...alerts.map((a) => a.id));
  knownPeople.push(patient.username, otherPatient.username);
  known.push(
    patient.username,
    patient.email,
    otherPatient.username,
    otherPatient.email,
    ...knownIds,
  );

  callers = createCallers(server.url, tokens);
  snapshots = await createSnapshotter(server.services.prisma);
  // Anything the server logs as an error, and any process warning (a listener leak shows
  // as MaxListenersExceededWarning), during the run is a finding.
  console.error = (...args: unknown[]) => {
    serverErrors.push(args.map(String).join(' ').slice(0, 500));
    originalConsoleError(...args);
  };
  process.on('warning', recordWarning);
});

afterAll(async () => {
  console.error = originalConsoleError;
  process.off('warning', recordWarning);
  await callers?.close();
  await server?.stop();
});

const anyCall: fc.Arbitrary<Call> = fc.oneof(
  ...restRequests.map((request) =>
    fc.tuple(request, fc.constantFrom<Identity>(...SIGNED_IN, ...NOBODY)).map(([r, as]): Call => ({
      kind: 'rest',
      request: r,
      as: REVOKING.has(r.route) && !NOBODY.includes(as) ? 'junk' : as,
    })),
  ),
  ...graphqlOperations.map((operation) =>
    fc
      .tuple(operation.variables, fc.constantFrom<Identity>(...SIGNED_IN, ...NOBODY))
      .map(([variables, as]): Call => ({
        kind: 'graphql',
        operation,
        variables,
        as: REVOKING.has(operation.field) && !NOBODY.includes(as) ? 'junk' : as,
      })),
  ),
);

const nameOf = (call: Call) =>
  call.kind === 'rest' ? call.request.route : `${call.operation.kind} ${call.operation.field}`;

it(`answers ${REQUESTS} fuzzed requests without a server error or a change from a refused one`, async () => {
  let before: Snapshot = await snapshots.take();
  const seen = new Map<string, { sent: number; refused: number }>();

  await fc.assert(
    fc.asyncProperty(anyCall, async (call) => {
      const errorsBefore = serverErrors.length;
      const outcome = await callers.send(call);
      await server.services.background.idle();
      const after = await snapshots.take();
      const problems = [
        ...outcome.problems,
        ...serverErrors.slice(errorsBefore).map((line) => `server logged: ${line}`),
      ];
      const changed = snapshots.changed(before, after);
      if (outcome.refused && changed.length)
        problems.push(`refused (${outcome.status}) but changed ${changed.join(', ')}`);
      const stats = seen.get(nameOf(call)) ?? { sent: 0, refused: 0 };
      seen.set(nameOf(call), {
        sent: stats.sent + 1,
        refused: stats.refused + Number(outcome.refused),
      });
      before = !outcome.refused && (await trackActiveCheckIn()) ? await snapshots.take() : after;
      if (problems.length) throw new Error(`${nameOf(call)} as ${call.as}: ${problems.join('; ')}`);
    }),
    { numRuns: REQUESTS, seed: SEED, endOnFailure: true },
  );

  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  const total = [...seen.values()].reduce((sum, s) => sum + s.sent, 0);
  const refused = [...seen.values()].reduce((sum, s) => sum + s.refused, 0);
  const neverAccepted = [...seen].filter(([, s]) => s.refused === s.sent).map(([name]) => name);
  const operations = restRouteNames.length + graphqlOperations.length;
  console.info(
    `fuzz: ${total} requests, ${refused} refused, ${seen.size} of ${operations} routes and ` +
      `operations; never accepted: ${neverAccepted.join(', ') || 'none'}`,
  );
  if (REQUESTS >= 2000) {
    const missed = [
      ...restRouteNames,
      ...graphqlOperations.map((op) => `${op.kind} ${op.field}`),
    ].filter((name) => !seen.has(name));
    expect(missed, 'routes and operations never fuzzed').toEqual([]);
  }
});
