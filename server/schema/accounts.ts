// Accounts: sign-up, verification, sign-in/out, passwords, and the viewer's profile.
import { builder } from './builder';
import {
  registerAccount,
  resendRegistrationCode,
  verifyRegistration,
} from '../domain/accounts/registration';
import { signIn } from '../domain/accounts/sign-in';
import { signOut } from '../domain/accounts/sessions';
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
} from '../domain/accounts/passwords-flow';
import {
  ownAccount,
  setDisplayPreferences,
  setLanguage,
  updateProfile,
} from '../domain/accounts/profile';

export const RoleEnum = builder.enumType('Role', {
  description: 'What an account is; set for good by the access code it signed up with.',
  values: {
    PATIENT: { description: 'a person in treatment, who checks in with Florence' },
    DOCTOR: { description: 'a clinician, who follows the patients of their care team' },
    CARER: {
      description: 'a family member or helper, acting for the patients who granted them access',
    },
  } as const,
});

// The choices are common/validation/profile.ts; null everywhere: not answered yet.
export const ProfileRef = builder.prismaObject('Profile', {
  description:
    'A health profile (the nine sign-up questions) and contact details, read by its owner ' +
    'only (a doctor reads a patient as CareTeamPatient).',
  fields: (t) => ({
    fullName: t.exposeString('fullName', { nullable: true, description: 'real name, as typed' }),
    birthdate: t.exposeString('birthdate', { nullable: true, description: 'YYYY-MM-DD' }),
    gender: t.exposeString('gender', { nullable: true, description: 'Male, Female, Other or N/A' }),
    heightValue: t.exposeFloat('heightValue', { nullable: true, description: 'in heightUnit' }),
    heightUnit: t.exposeString('heightUnit', { nullable: true, description: "'cm' or 'in'" }),
    weightValue: t.exposeFloat('weightValue', { nullable: true, description: 'in weightUnit' }),
    weightUnit: t.exposeString('weightUnit', { nullable: true, description: "'kg' or 'lbs'" }),
    bloodType: t.exposeString('bloodType', {
      nullable: true,
      description: 'A+, A-, B+, B-, AB+, AB-, O+, O- or N/A',
    }),
    fitnessLevel: t.exposeInt('fitnessLevel', {
      nullable: true,
      description: 'self-rated, 1 (least fit) to 5',
    }),
    activities: t.exposeStringList('activities', {
      description:
        'Jogging, Rowing, Staking, Swimming, Cycling, Walking, Other, or None alone; [] unanswered',
    }),
    checkupFrequency: t.exposeString('checkupFrequency', {
      nullable: true,
      description: 'Weekly, Bi-weekly, Monthly, Bi-monthly, Yearly or N/A',
    }),
    condition: t.exposeString('condition', {
      nullable: true,
      description: 'the patient’s own words for their condition, up to 100 characters',
    }),
    phoneNumber: t.exposeString('phoneNumber', {
      nullable: true,
      description: 'a Hong Kong mobile number, 8 digits without spaces',
    }),
    department: t.exposeString('department', {
      nullable: true,
      description: 'a doctor’s department: a key of common/doctors/departments.ts',
    }),
    treatmentStatus: t.exposeString('treatmentStatus', {
      nullable: true,
      description: 'undergoing_treatment, in_remission or post_treatment (Florence asks by it)',
    }),
    assessmentStep: t.exposeInt('assessmentStep', {
      description: 'last completed question of the health profile (0-9); 9: the profile is done',
    }),
  }),
});

export const UserRef = builder.prismaObject('User', {
  description:
    'The signed-in person’s own account (`me`, the sign-in payload, their own settings); ' +
    'a doctor reads their patients as CareTeamPatient.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'stable and opaque (a UUID)' }),
    username: t.exposeString('username', {
      description: 'as chosen at sign-up (letters, digits, . _ -); unique in any letter case',
    }),
    email: t.exposeString('email', { description: 'the confirmed address mail goes to' }),
    role: t.expose('role', { type: RoleEnum, description: 'patient, doctor or carer' }),
    language: t.exposeString('language', {
      description: "language of e-mails, Florence and this person’s texts: 'en' or 'zh-HK'",
    }),
    fontSize: t.exposeString('fontSize', {
      description: "text size: 'small', 'medium' or 'large'",
    }),
    displayChosenAt: t.expose('displayChosenAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'when language or text size were last chosen; null: never, devices keep their own',
    }),
    profile: t.relation('profile', {
      nullable: true,
      description: 'null until the first profile answer is saved',
    }),
  }),
});

const AuthPayload = builder.simpleObject('AuthPayload', {
  description: 'A new session.',
  fields: (t) => ({
    accessToken: t.string({
      description: 'send as `Authorization: Bearer <accessToken>`; valid 30 days or until sign-out',
    }),
    user: t.field({ type: UserRef, description: 'who signed in' }),
  }),
});

const PendingAccount = builder.simpleObject('PendingAccount', {
  description: 'An account waiting for its e-mailed code.',
  fields: (t) => ({
    username: t.string({ description: 'as registered' }),
    email: t.string({ description: 'where the 6-digit code was sent' }),
    role: t.field({ type: RoleEnum, description: 'what the access code made the account' }),
  }),
});

// Limits and messages: common/validation/accounts.ts (the same rules as the forms).
const RegisterInput = builder.inputType('RegisterInput', {
  description: 'Sign-up; the account is usable once the e-mailed code is verified.',
  fields: (t) => ({
    email: t.string({ description: 'up to 254 characters; must not belong to another account' }),
    accessCode: t.string({
      description: 'from the clinic; decides the role, the clinic and a patient’s first doctor',
    }),
    username: t.string({ description: '3-32 letters, digits, . _ or -' }),
    password: t.string({ description: '8-128 characters' }),
    confirmPassword: t.string({
      required: false,
      description: 'checked against password when given',
    }),
  }),
});
const CodeInput = builder.inputType('VerifyRegistrationInput', {
  description: 'The code that confirms a new account’s e-mail address.',
  fields: (t) => ({
    username: t.string({ description: 'as registered' }),
    email: t.string({ description: 'as registered' }),
    code: t.string({ description: 'the 6 digits e-mailed; valid 10 minutes' }),
  }),
});
const ResendInput = builder.inputType('ResendCodeInput', {
  description: 'Which unverified account gets a new code.',
  fields: (t) => ({
    username: t.string({ description: 'as registered' }),
    email: t.string({ description: 'as registered' }),
  }),
});
const SignInInput = builder.inputType('SignInInput', {
  description: 'A person’s credentials (an integration uses an API key instead).',
  fields: (t) => ({
    username: t.string({ description: 'in any letter case' }),
    password: t.string({ description: 'the account’s password' }),
    device: t.string({
      required: false,
      description:
        'optional: a random id the client keeps per device (16-64 letters, digits, - or _); ' +
        'a device that signed in lately is not slowed by guesses made elsewhere',
    }),
  }),
});
const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  description: 'A forgotten password replaced with the e-mailed code.',
  fields: (t) => ({
    email: t.string({ description: 'the account’s e-mail address' }),
    code: t.string({ description: 'the 6 digits from requestPasswordReset’s e-mail' }),
    newPassword: t.string({ description: '8-128 characters' }),
  }),
});
const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'The signed-in person’s new password.',
  fields: (t) => ({
    currentPassword: t.string({ description: 'the password now; wrong: WRONG_CURRENT_PASSWORD' }),
    newPassword: t.string({ description: '8-128 characters' }),
  }),
});
// The choices are those of Profile's fields (common/validation/profile.ts).
const ProfileInput = builder.inputType('ProfileInput', {
  description: 'Any subset of the health profile; omitted fields stay as they are.',
  fields: (t) => ({
    fullName: t.string({ required: false, description: 'up to 100 characters' }),
    birthdate: t.string({ required: false, description: 'YYYY-MM-DD, 1900-01-01 to today' }),
    gender: t.string({ required: false, description: 'Male, Female, Other or N/A' }),
    heightValue: t.float({
      required: false,
      description: '50-250 cm or 20-100 in, with heightUnit',
    }),
    heightUnit: t.string({ required: false, description: "'cm' or 'in'" }),
    weightValue: t.float({
      required: false,
      description: '30-150 kg or 66-330 lbs, with weightUnit',
    }),
    weightUnit: t.string({ required: false, description: "'kg' or 'lbs'" }),
    bloodType: t.string({
      required: false,
      description: 'A+, A-, B+, B-, AB+, AB-, O+, O- or N/A',
    }),
    fitnessLevel: t.int({ required: false, description: '1 (least fit) to 5' }),
    activities: t.stringList({
      required: false,
      description: 'Jogging, Rowing, Staking, Swimming, Cycling, Walking, Other, or None alone',
    }),
    checkupFrequency: t.string({
      required: false,
      description: 'Weekly, Bi-weekly, Monthly, Bi-monthly, Yearly or N/A',
    }),
    condition: t.string({ required: false, description: 'up to 100 characters' }),
    phoneNumber: t.string({ required: false, description: 'a Hong Kong mobile, spaces allowed' }),
    treatmentStatus: t.string({
      required: false,
      description: 'undergoing_treatment, in_remission or post_treatment',
    }),
    assessmentStep: t.int({ required: false, description: 'last completed question, 0-9' }),
  }),
});

/** GraphQL nulls mean "not given" here; the shared rules treat undefined as absent. */
const withoutNulls = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value != null)) as {
    [K in keyof T]: NonNullable<T[K]>;
  };

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    description: 'The signed-in person (for an API key: the doctor who made it).',
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, ctx) => ownAccount(ctx, query),
  }),
);

builder.mutationFields((t) => ({
  register: t.field({
    type: PendingAccount,
    description: 'Signs up and e-mails a 6-digit code; the account is unusable until verified.',
    args: { input: t.arg({ type: RegisterInput, description: 'the sign-up form' }) },
    resolve: (_root, { input }, ctx) => registerAccount(ctx, withoutNulls(input)),
  }),
  verifyRegistration: t.boolean({
    description: 'Confirms a new account with its e-mailed code; true, or an error code.',
    args: { input: t.arg({ type: CodeInput, description: 'the account and its code' }) },
    resolve: (_root, { input }, ctx) => verifyRegistration(ctx, input),
  }),
  resendRegistrationCode: t.boolean({
    description:
      'E-mails a new code to an unverified account (at most every 30 s; the old one ends).',
    args: { input: t.arg({ type: ResendInput, description: 'which account' }) },
    resolve: (_root, { input }, ctx) => resendRegistrationCode(ctx, input),
  }),
  signIn: t.field({
    type: AuthPayload,
    description: 'A new session for a verified account; wrong guesses are throttled.',
    args: { input: t.arg({ type: SignInInput, description: 'username and password' }) },
    resolve: async (_root, { input }, ctx) => {
      const { token, user } = await signIn(ctx, input);
      return { accessToken: token, user };
    },
  }),
  signOut: t.boolean({
    description: 'Ends this session on every server instance; always true.',
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => {
      await signOut(ctx);
      return true;
    },
  }),
  requestPasswordReset: t.boolean({
    description: 'Always true: the answer does not reveal whether the e-mail has an account.',
    args: { email: t.arg.string({ description: 'where the 6-digit reset code is sent' }) },
    resolve: (_root, args, ctx) => requestPasswordReset(ctx, args),
  }),
  resetPassword: t.boolean({
    description: 'Sets a new password with the e-mailed code and ends every other session.',
    args: { input: t.arg({ type: ResetPasswordInput, description: 'e-mail, code and password' }) },
    resolve: (_root, { input }, ctx) => resetPassword(ctx, input),
  }),
  changePassword: t.boolean({
    description: 'Changes the signed-in person’s password; their other sessions and keys end.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ChangePasswordInput, description: 'the old and new password' }) },
    resolve: (_root, { input }, ctx) => changePassword(ctx, input),
  }),
  setLanguage: t.prismaField({
    type: 'User',
    description: "The language of the user's e-mails: 'en' or 'zh-HK'.",
    authScopes: { loggedIn: true },
    args: { language: t.arg.string({ description: "'en' or 'zh-HK'" }) },
    resolve: (query, _root, args, ctx) => setLanguage(ctx, args, query),
  }),
  setDisplayPreferences: t.prismaField({
    type: 'User',
    description: 'Language and text size, applied on every device the user signs in on.',
    authScopes: { loggedIn: true },
    args: {
      language: t.arg.string({ required: false, description: "'en' or 'zh-HK'; absent: kept" }),
      fontSize: t.arg.string({
        required: false,
        description: "'small', 'medium' or 'large'; absent: kept",
      }),
    },
    resolve: (query, _root, args, ctx) => setDisplayPreferences(ctx, args, query),
  }),
  updateProfile: t.prismaField({
    type: 'Profile',
    description: 'Saves the given answers of the signed-in person’s health profile.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ProfileInput, description: 'the answers to change' }) },
    resolve: (query, _root, { input }, ctx) => updateProfile(ctx, withoutNulls(input), query),
  }),
}));
