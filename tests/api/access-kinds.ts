// The shape of an access-matrix entry (access-table.ts) and the one rule that turns its kind
// and grant into what each viewer gets (`expected`), in the reasons of the one table of
// refusals (server/domain/access/refusals.ts).
import { parse, type OperationDefinitionNode, type FieldNode } from 'graphql';
import type { CarerGrant } from '#common/validation/carers';
import type { RefusalReason } from '../../server/domain/access/refusals';
import { isCarer, type Fixtures, type Target, type Viewer } from './access-fixtures';

/** Who the call is for (the patient, their care-team doctor, or both) and whether it writes. */
export type Kind = `${'patient' | 'doctor' | 'care'}${'Read' | 'Write'}`;
export type Outcome = 'ok' | RefusalReason;

type Common = {
  kind: Kind;
  /**
   * A list, a search or a filter: what is out of the viewer's reach is left out of the
   * answer rather than refused; `true` for a live feed (checked at subscribe only), else
   * whether the answer holds the patient's record.
   */
  leavesOut?: true | ((answer: any, target: Target) => boolean);
  /** Only the patient reaches it (a request they were asked), not their doctor. */
  patientOnly?: true;
  /** The part of the record a carer uses it in (what the service asks); none: not for carers. */
  grant?: CarerGrant;
  /** Makes the record the call uses up: one for the refused callers, one per allowed caller. */
  make?: (make: Fixtures['make']) => Promise<string>;
  /** Called naming no patient: it returns the viewer's (own patients') records. */
  returns?: true;
};
export type GraphQLEntry = Common & {
  gql: string;
  vars?: (target: Target) => Record<string, unknown>;
};
export type RestEntry = Common & {
  route: `${'GET' | 'POST'} /${string}`;
  params?: (target: Target) => Record<string, string>;
  query?: (target: Target) => string;
  json?: (target: Target) => unknown;
};
export type Entry = GraphQLEntry | RestEntry;

/**
 * The outcome of this call by this viewer. Nobody signed in: signedOut. An API key's write:
 * readOnlyKey. Naming what does not exist: outOfReach. A carer: wrongRole for a call that
 * names no grant (or is the doctor's); else the patient's carer (all grants) reaches it, a
 * carer no longer or never theirs is out of reach. The other role's call: wrongRole. Then
 * the patient and their care-team doctor (and that doctor's key) reach the patient's
 * records, everyone else is out of reach.
 */
export function expected({ kind, patientOnly, grant }: Entry, viewer: Viewer): Outcome {
  if (viewer === 'anonymous') return 'signedOut';
  if (viewer.endsWith('Key') && kind.endsWith('Write')) return 'readOnlyKey';
  if (viewer === 'unknownId') return 'outOfReach';
  if (isCarer(viewer)) {
    if (!grant || kind.startsWith('doctor')) return 'wrongRole';
    return viewer === 'carer' ? 'ok' : 'outOfReach';
  }
  const role = viewer.includes('Doctor') ? 'doctor' : 'patient';
  if (!kind.startsWith('care') && !kind.startsWith(role)) return 'wrongRole';
  const reach: Viewer[] = patientOnly ? ['patient'] : ['patient', 'ownDoctor', 'ownDoctorKey'];
  return reach.includes(viewer) ? 'ok' : 'outOfReach';
}

/** Who makes the `unknownId` call: one the operation is for. */
export const unknownIdCaller = (entry: Entry) =>
  entry.kind.startsWith('patient') || entry.patientOnly ? 'patient' : 'ownDoctor';

/** 'query x' for a GraphQL entry (from its document), 'GET /path/{param}' for a route. */
export function keyOf(entry: Entry): string {
  if ('route' in entry) return entry.route;
  const operation = parse(entry.gql).definitions[0] as OperationDefinitionNode;
  const field = operation.selectionSet.selections[0] as FieldNode;
  return `${operation.operation} ${field.name.value}`;
}

export const writes = (entry: Entry) =>
  'route' in entry ? entry.route.startsWith('POST') : keyOf(entry).startsWith('mutation');
