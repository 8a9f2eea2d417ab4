// Requests for every REST route: path parameters, query strings and bodies (JSON, form
// encoded, or not JSON at all). The routes come from the server's own list; the body
// fields each one reads are named here, and a route missing from this table stops the
// suite, so a new route cannot go unfuzzed.
import { restRoutes } from '../../server/rest/routes';
import { devRoutes } from '../../server/http/dev-routes';
import { fc, fieldValue, fuzzJson, fuzzString } from './values';

const PROFILE_FIELDS = [
  'full_name',
  'birthdate',
  'gender',
  'height',
  'height_unit',
  'weight',
  'weight_unit',
  'blood_type',
  'fitness_level',
  'activities',
  'checkup_frequency',
  'condition',
  'phoneNumber',
  'treatment_status',
  'assessment_step',
];

/** Body fields (and query parameters) each route reads, by `METHOD path`. */
const FIELDS: Record<string, { body?: string[]; query?: string[] }> = {
  'POST /token': { body: ['username', 'password'] },
  'POST /logout': {},
  'POST /otp/register': { body: ['username', 'email', 'password', 'access_code'] },
  'POST /otp/verify': { body: ['user_id', 'email', 'otp_code', 'purpose'] },
  'POST /otp/resend': { body: ['user_id', 'email'] },
  'POST /password/forgot': { body: ['email'] },
  'POST /password/reset': { body: ['email', 'code', 'new_password'] },
  'POST /password/change': { body: ['current_password', 'new_password'] },
  'GET /userinfo': {},
  'POST /updateinfo': { body: PROFILE_FIELDS },
  'GET /triage/latest/:userId': {},
  'GET /triage/history/:userId': { query: ['limit'] },
  'GET /triage/session/:sessionId': {},
  'GET /triage/insights/:userId': {},
  'GET /reports/patients/:patientId': { query: ['kind', 'count', 'from', 'to'] },
  'GET /reports/shared/:reportId': {},
  'POST /florence/start_session': { body: ['language', 'input_mode', 'treatment_status', 'mode'] },
  'POST /florence/send_message': { body: ['session_id', 'message'] },
  'POST /florence/finish_session/:sessionId': {},
  'GET /florence/session/:sessionId': {},
  // the picture's bytes are the body: any fuzzed body must be refused as not an image
  'POST /profile/avatar': {},
  'GET /fhir/Patient': { query: ['identifier'] },
  'GET /fhir/Patient/:id': {},
  'GET /fhir/Patient/:id/$everything': {},
  'GET /fhir/AuditEvent': { query: ['patient'] },
  'GET /openapi.json': {},
  'GET /dev/outbox': { query: ['to'] },
  'POST /dev/past-check-ins': { body: ['username', 'checkIns'] },
};

export type RestRequest = {
  route: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  contentType?: string;
};

/**
 * Percent-encodes any string. encodeURIComponent throws on a lone surrogate; it is sent
 * as the three bytes UTF-8 would give it (%ED%A0%80), which are not valid UTF-8.
 */
const lonePercentBytes = (unit: number) =>
  [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');
const encode = (text: string) =>
  [...text]
    .map((char) =>
      /^[\ud800-\udfff]$/.test(char)
        ? lonePercentBytes(char.charCodeAt(0))
        : encodeURIComponent(char),
    )
    .join('');

/** A path parameter: usually encoded, sometimes raw percent escapes (%00, %E0, …). */
const segment = (name: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fieldValue(name, fuzzString).map((value) => encode(String(value))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%00', '%E0', '%ED%A0%80', '%2e%2e', '%', '..', 'a%00b'),
    },
  );

const queryString = (names: string[]) =>
  fc
    .array(
      fc
        .oneof(fc.constantFrom(...names, 'x'), fuzzString)
        .chain((name) => fc.tuple(fc.constant(name), fieldValue(name, fuzzString).map(String))),
      { maxLength: 3 },
    )
    .map((pairs) =>
      pairs.length ? `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : '',
    );

// 5,000 objects deep, well under the 64 KiB body limit: no walk over it may recurse.
const DEEP_JSON = `${'{"a":'.repeat(5000)}"\\u0000"${'}'.repeat(5000)}`;

/** A few of the route's fields (each more likely valid when alone), or all of them. */
const someFields = (fields: string[]) =>
  fc
    .oneof(fc.subarray(fields, { maxLength: Math.min(3, fields.length) }), fc.constant(fields))
    .chain((chosen) =>
      fc.record(Object.fromEntries(chosen.map((name) => [name, fieldValue(name, fuzzJson)]))),
    );

function bodyOf(fields: string[]): fc.Arbitrary<{ body?: string; contentType?: string }> {
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(fuzzString, fuzzJson, { maxKeys: 2 }) },
  );
  const withExtra = fc
    .tuple(someFields(fields), extra)
    .map(([named, unknown]) => ({ ...unknown, ...named }));
  return fc.oneof(
    {
      weight: 8,
      arbitrary: withExtra.map((value) => ({
        body: JSON.stringify(value),
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(fields.length ? fc.constantFrom(...fields) : fuzzString, fuzzString, {
          maxKeys: 4,
        })
        .map((value) => ({
          body: new URLSearchParams(value).toString(),
          contentType: 'application/x-www-form-urlencoded',
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fuzzString, fc.constantFrom('application/json', 'text/plain', ''))
        .map(([body, contentType]) => ({ body, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { body: '[]' },
        { body: '"text"' },
        { body: '{"a":' },
        { body: DEEP_JSON, contentType: 'application/json' },
        {},
      ),
    },
  );
}

function requestFor(method: 'GET' | 'POST', path: string): fc.Arbitrary<RestRequest> {
  const route = `${method} ${path}`;
  const fields = FIELDS[route];
  if (!fields)
    throw new Error(
      `fuzz: no fields listed for the REST route ${route} (tests/fuzz/rest-requests.ts)`,
    );
  const parts = path
    .split('/')
    .map((part) => (part.startsWith(':') ? segment(part.slice(1)) : fc.constant(part)));
  const fullPath = fc
    .tuple(fc.tuple(...parts), queryString(fields.query ?? []))
    .map(([segments, query]) => segments.join('/') + query);
  const body = method === 'POST' ? bodyOf(fields.body ?? []) : fc.constant({});
  return fc.tuple(fullPath, body).map(([p, b]) => ({ route, method, path: p, ...b }));
}

export const restRouteNames = [...restRoutes, ...devRoutes].map(
  (route) => `${route.method} ${route.path}`,
);
export const restRequests = [...restRoutes, ...devRoutes].map((route) =>
  requestFor(route.method, route.path),
);
