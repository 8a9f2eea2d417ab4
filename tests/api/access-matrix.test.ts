// Who may call what about a patient's data: every operation and route that names a
// patient's records (or returns them), asked by nobody, the patient, another patient, the
// patient's doctor, a doctor outside the care team, each doctor's read-only API key, the
// patient's carer, a carer the patient revoked, the other patient's carer (carers name the
// patient with X-Care-For), and by the one it is for naming ids of nothing. What each gets
// follows from the call's kind and grant (access-kinds.ts `expected`) with the codes of the
// one table of refusals (server/domain/access/refusals.ts). The table is checked against
// schema.graphql and /openapi.json (access-discovery.ts): a new operation that takes a
// patient, or any id, fails here until it is in the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_HTTP_STATUS } from '#common/error-codes';
import { REFUSALS } from '../../server/domain/access/refusals';
import { call, type Answer } from './access-calls';
import {
  graphqlNamingPatients,
  loadSchema,
  restNamingPatients,
  rootFields,
} from './access-discovery';
import {
  isCarer,
  recordsOf,
  setUpFixtures,
  unknownTarget,
  VIEWERS,
  type Fixtures,
  type Target,
  type Viewer,
} from './access-fixtures';
import { expected, keyOf, unknownIdCaller, writes, type Entry, type Outcome } from './access-kinds';
import { ENTRIES, NOT_PATIENT_DATA } from './access-table';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let f: Fixtures;
beforeAll(async () => {
  server = await startTestServer();
  f = await setUpFixtures(server);
});
afterAll(() => server.stop());

describe('the table', () => {
  const inTable = new Set(ENTRIES.map(keyOf));
  const returning = ENTRIES.filter((entry) => entry.returns).map(keyOf);
  /** Discovered calls in neither the table nor NOT_PATIENT_DATA. */
  const missing = (discovered: string[]) =>
    discovered.filter((key) => !inTable.has(key) && !(key in NOT_PATIENT_DATA));
  /** Calls of this channel in the table or NOT_PATIENT_DATA that the rule no longer finds. */
  const gone = (discovered: string[], channel: RegExp) =>
    [...inTable, ...Object.keys(NOT_PATIENT_DATA)].filter(
      (key) => channel.test(key) && !discovered.includes(key) && !returning.includes(key),
    );

  it('has every GraphQL operation that names a patient’s data, and none that is gone', () => {
    const schema = loadSchema();
    const discovered = graphqlNamingPatients(schema);
    expect(missing(discovered), 'missing from the table').toEqual([]);
    const stale = gone(discovered, /^(query|mutation|subscription) /);
    expect(stale, 'in the table, but naming no patient now').toEqual([]);
    const fields = new Set(rootFields(schema).map(({ key }) => key));
    const unknown = returning.filter((key) => !fields.has(key));
    expect(unknown, 'in the table, but not in the schema').toEqual([]);
  });

  it('has every REST route that names a patient’s data (/openapi.json), and none that is gone', async () => {
    const discovered = restNamingPatients(await (await fetch(`${server.url}/openapi.json`)).json());
    expect(missing(discovered), 'missing from the table').toEqual([]);
    const stale = gone(discovered, /^(GET|POST) /);
    expect(stale, 'in the table, but not a route naming a patient now').toEqual([]);
  });

  it('has each call once, its writes being mutations and POSTs', () => {
    expect(ENTRIES.length).toBe(inTable.size);
    for (const entry of ENTRIES)
      expect(entry.kind.endsWith('Write'), keyOf(entry)).toBe(writes(entry));
  });
});

/** The viewers asking, the refused first: an allowed caller may use up the record. */
function cellsOf(entry: Entry) {
  return VIEWERS.filter((viewer) => !(entry.returns && viewer === 'unknownId'))
    .map((viewer) => ({ viewer, outcome: expected(entry, viewer) }))
    .sort((a, b) => Number(a.outcome === 'ok') - Number(b.outcome === 'ok'));
}

/**
 * A list leaves out what is out of reach (Entry.leavesOut) rather than refusing it; but a
 * carer's list is the one patient their X-Care-For names, and naming one out of reach is
 * refused like an id out of reach.
 */
const leftOut = (entry: Entry, viewer: Viewer, outcome: Outcome) =>
  outcome === 'outOfReach' && !!entry.leavesOut && !isCarer(viewer);

const titleOf = (entry: Entry, viewer: Viewer, outcome: Outcome) =>
  `as ${viewer}: ${outcome === 'ok' ? 'allowed' : leftOut(entry, viewer, outcome) ? 'left out' : REFUSALS[outcome]}`;

function check(entry: Entry, viewer: Viewer, outcome: Outcome, got: Answer, target: Target) {
  const label = `${keyOf(entry)} as ${viewer}`;
  const holds = typeof entry.leavesOut === 'function' ? entry.leavesOut : undefined;
  if (outcome === 'ok' || leftOut(entry, viewer, outcome)) {
    expect(got.code, label).toBe('ok');
    if (holds)
      expect(holds(got.answer, target), `${label}: holds the patient’s`).toBe(outcome === 'ok');
    return;
  }
  expect(got.code, label).toBe(REFUSALS[outcome]);
  if (got.status) expect(got.status, label).toBe(ERROR_HTTP_STATUS[REFUSALS[outcome]]);
  // refused: nothing of the patient's comes back (a nullable field answers null)
  const nothing = Object.values(got.answer ?? {}).every((value) => value === null);
  if (!got.status) expect(nothing, `${label}: answers nothing`).toBe(true);
}

describe.each(ENTRIES.map((entry) => [keyOf(entry), entry] as const))('%s', (key, entry) => {
  const subscription = key.startsWith('subscription');
  const cells = cellsOf(entry);
  let shared = '';
  let before: unknown;
  beforeAll(async () => {
    if (entry.make) shared = await entry.make(f.make);
    if (writes(entry)) before = await recordsOf(server, f.target.patient.id);
  });

  const cell = async (viewer: Viewer, outcome: Outcome) => {
    const allowed = outcome === 'ok';
    const made = entry.make ? (allowed ? await entry.make(f.make) : shared) : '';
    const target = viewer === 'unknownId' ? unknownTarget(f.target) : { ...f.target, made };
    const caller = viewer === 'unknownId' ? unknownIdCaller(entry) : viewer;
    const token = caller === 'anonymous' ? undefined : f.tokens[caller];
    const careFor = isCarer(caller) ? target.patient.id : undefined;
    check(entry, viewer, outcome, await call(server, entry, target, { token, careFor }), target);
  };

  for (const [i, { viewer, outcome }] of cells.entries()) {
    if (writes(entry) && outcome === 'ok' && cells[i - 1]?.outcome !== 'ok')
      it('changed nothing while refused', async () => {
        expect(await recordsOf(server, f.target.patient.id)).toEqual(before);
      });
    const title = titleOf(entry, viewer, outcome);
    // a subscription's cell waits to see it stay open: those run side by side
    if (subscription) it.concurrent(title, () => cell(viewer, outcome));
    else it(title, () => cell(viewer, outcome));
  }
});
