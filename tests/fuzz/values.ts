// What the fuzzer sends: strings a careless or hostile client might (NUL, lone
// surrogates, every code point, huge, empty, percent escapes, SQL and path tricks),
// mixed with values that mean something to this server (its own ids, names, codes), so
// requests get past validation and reach the handlers and the database.
import fc from 'fast-check';
import {
  ACTIVITIES,
  BLOOD_TYPES,
  CHECKUP_FREQUENCIES,
  GENDERS,
  TREATMENT_STATUSES,
} from '#common/validation/profile';

/** Ids the server gave out (check-ins, alerts, users); the suite fills it in as it goes. */
export const knownIds: string[] = [];
/** The test patient's check-ins, the active one last. */
export const knownSessions: string[] = [];
/** Usernames of accounts that exist; the suite adds its own. */
export const knownPeople: string[] = ['demo.patient', 'lee.siu.ming', 'demo.doctor'];

/** Values the server knows; the suite adds usernames and e-mails once accounts exist. */
export const known: string[] = [
  'DEMO-PATIENT',
  'DEMO-DOCTOR',
  'demo.patient',
  'demo.doctor',
  'dr.wong',
  'demo.patient@florence.local',
  'en',
  'zh-HK',
  'keyboard',
  'voice',
  'ai',
  'basic',
  'undergoing_treatment',
  'in_remission',
  'post_treatment',
  'Female',
  'Male',
  'cm',
  'in',
  'kg',
  'lbs',
  'AB-',
  'O+',
  'Walking',
  'None',
  'Monthly',
  '1980-02-29',
  '91234567',
  'RED',
  'ORANGE',
  'GREEN',
  'critical',
  '123456',
  'registration',
  'I have chest pain',
  '我發燒38.5度',
  'yes',
  'no',
  '3',
];

const TRICKY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udc00y',
  '\ud83d',
  '😀',
  '\u202e',
  '\ufeff',
  '\uffff',
  '\r\n',
  '%00',
  '%E0',
  '%',
  '../../etc/passwd',
  "' OR '1'='1",
  '"; DROP TABLE "User"; --',
  '${}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '2999-01-01',
  '2001-02-29',
  'a@b',
  'x'.repeat(2001),
  '字'.repeat(300),
];

/** Any UTF-16 code unit sequence, lone surrogates and NUL included. */
const anyCodePoint = fc.oneof(
  fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  fc.constantFrom('\u0000', 'a', '1', ' ', '-', '.', '@', '%'),
);

const knownValue = fc.nat().map((i) => known[i % known.length]);

export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: knownValue },
  { weight: 2, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 2, arbitrary: fc.string({ unit: anyCodePoint, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.tuple(knownValue, fc.constantFrom(...TRICKY)).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z][a-z0-9._-]{2,12}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{3,8}@[a-z]{2,6}\.com$/) },
);

const number = fc.oneof(
  fc.integer({ min: -3, max: 400 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308),
);

/** A JSON value for a field: mostly strings, then the other JSON types. */
export const fuzzJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: fuzzString },
  { weight: 2, arbitrary: number },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(fuzzString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fuzzString, fuzzString, { maxKeys: 3 }) },
);

const id = fc.nat().map((i) => knownIds[i % knownIds.length] ?? 'no-id-yet');
// mostly the check-in the patient can still talk to, so messages reach Florence
const session = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map(() => knownSessions.at(-1) ?? 'no-session-yet') },
  { weight: 1, arbitrary: id },
);
const person = fc.nat().map((i) => knownPeople[i % knownPeople.length]);
const oneOf = <T>(...values: T[]) => fc.constantFrom(...values);

/**
 * Values that pass validation, by field name (REST and GraphQL spellings), so a good share
 * of requests is accepted and writes: only then can a refusal be seen to leave no trace.
 */
const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  session_id: session,
  sessionId: session,
  id,
  patientId: id,
  userId: person,
  user_id: person,
  username: fc.oneof(person, fc.stringMatching(/^[a-z][a-z0-9._-]{2,12}$/)),
  email: fc.stringMatching(/^[a-z]{3,8}@[a-z]{2,6}\.com$/),
  to: knownValue,
  password: fc.stringMatching(/^[a-z0-9-]{8,20}$/),
  new_password: fc.stringMatching(/^[a-z0-9-]{8,20}$/),
  newPassword: fc.stringMatching(/^[a-z0-9-]{8,20}$/),
  access_code: oneOf('DEMO-PATIENT', 'DEMO-DOCTOR'),
  accessCode: oneOf('DEMO-PATIENT', 'DEMO-DOCTOR'),
  code: fc.stringMatching(/^\d{6}$/),
  otp_code: fc.stringMatching(/^\d{6}$/),
  message: oneOf(
    'I have chest pain',
    'I feel a bit tired, maybe 2 out of 5',
    'no',
    'yes',
    '3',
    '我發燒38.5度',
    'my temperature is 39.2',
  ),
  text: oneOf('I have nausea, 3 out of 5', 'no', '2', '我好攰'),
  language: oneOf('en', 'zh-HK'),
  input_mode: oneOf('keyboard', 'voice'),
  inputMode: oneOf('keyboard', 'voice'),
  mode: oneOf('ai', 'basic'),
  treatment_status: oneOf(...TREATMENT_STATUSES),
  treatmentStatus: oneOf(...TREATMENT_STATUSES),
  full_name: oneOf('Ada Lovelace', '陳大文'),
  fullName: oneOf('Ada Lovelace', '陳大文'),
  condition: oneOf('Breast cancer'),
  birthdate: oneOf('1980-02-29', '1990-01-01'),
  gender: oneOf(...GENDERS),
  height: fc.integer({ min: 50, max: 250 }),
  heightValue: fc.integer({ min: 50, max: 250 }),
  height_unit: oneOf('cm'),
  heightUnit: oneOf('cm'),
  weight: fc.integer({ min: 66, max: 150 }),
  weightValue: fc.integer({ min: 66, max: 150 }),
  weight_unit: oneOf('kg', 'lbs'),
  weightUnit: oneOf('kg', 'lbs'),
  blood_type: oneOf(...BLOOD_TYPES),
  bloodType: oneOf(...BLOOD_TYPES),
  fitness_level: fc.integer({ min: 1, max: 5 }),
  fitnessLevel: fc.integer({ min: 1, max: 5 }),
  activities: fc.subarray(
    ACTIVITIES.filter((a) => a !== 'None'),
    { minLength: 1 },
  ),
  checkup_frequency: oneOf(...CHECKUP_FREQUENCIES),
  checkupFrequency: oneOf(...CHECKUP_FREQUENCIES),
  phoneNumber: oneOf('91234567', '6123 4567'),
  assessment_step: fc.integer({ min: 0, max: 9 }),
  assessmentStep: fc.integer({ min: 0, max: 9 }),
  limit: fc.integer({ min: 1, max: 100 }),
  reason: oneOf('Reviewed by phone'),
  search: oneOf('Chan', 'fever'),
};

/** For a named field: a value that passes validation three times in four, else anything. */
export const fieldValue = (name: string, anything: fc.Arbitrary<unknown>) =>
  Object.hasOwn(HINTS, name)
    ? fc.oneof({ weight: 3, arbitrary: HINTS[name] }, { weight: 1, arbitrary: anything })
    : anything;

export { fc, number as fuzzNumber };
