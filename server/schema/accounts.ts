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

export const RoleEnum = builder.enumType('Role', { values: ['PATIENT', 'DOCTOR'] as const });

export const ProfileRef = builder.prismaObject('Profile', {
  fields: (t) => ({
    fullName: t.exposeString('fullName', { nullable: true }),
    birthdate: t.exposeString('birthdate', { nullable: true, description: 'YYYY-MM-DD' }),
    gender: t.exposeString('gender', { nullable: true }),
    heightValue: t.exposeFloat('heightValue', { nullable: true }),
    heightUnit: t.exposeString('heightUnit', { nullable: true }),
    weightValue: t.exposeFloat('weightValue', { nullable: true }),
    weightUnit: t.exposeString('weightUnit', { nullable: true }),
    bloodType: t.exposeString('bloodType', { nullable: true }),
    fitnessLevel: t.exposeInt('fitnessLevel', { nullable: true }),
    activities: t.exposeStringList('activities'),
    checkupFrequency: t.exposeString('checkupFrequency', { nullable: true }),
    condition: t.exposeString('condition', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    department: t.exposeString('department', {
      nullable: true,
      description: 'a doctor’s department: a key of common/doctors/departments.ts',
    }),
    treatmentStatus: t.exposeString('treatmentStatus', { nullable: true }),
    assessmentStep: t.exposeInt('assessmentStep', {
      description: 'Last completed assessment step (0-9)',
    }),
  }),
});

export const UserRef = builder.prismaObject('User', {
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: RoleEnum }),
    language: t.exposeString('language'),
    fontSize: t.exposeString('fontSize', {
      description: "text size: 'small', 'medium' or 'large'",
    }),
    displayChosenAt: t.expose('displayChosenAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'when language or text size were last chosen; null: never, devices keep their own',
    }),
    profile: t.relation('profile', { nullable: true }),
  }),
});

const AuthPayload = builder.simpleObject('AuthPayload', {
  fields: (t) => ({ accessToken: t.string(), user: t.field({ type: UserRef }) }),
});

const PendingAccount = builder.simpleObject('PendingAccount', {
  description: 'An account waiting for its e-mailed code.',
  fields: (t) => ({ username: t.string(), email: t.string(), role: t.field({ type: RoleEnum }) }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    email: t.string(),
    accessCode: t.string(),
    username: t.string(),
    password: t.string(),
    confirmPassword: t.string({ required: false }),
  }),
});
const CodeInput = builder.inputType('VerifyRegistrationInput', {
  fields: (t) => ({ username: t.string(), email: t.string(), code: t.string() }),
});
const ResendInput = builder.inputType('ResendCodeInput', {
  fields: (t) => ({ username: t.string(), email: t.string() }),
});
const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({ username: t.string(), password: t.string() }),
});
const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({ email: t.string(), code: t.string(), newPassword: t.string() }),
});
const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({ currentPassword: t.string(), newPassword: t.string() }),
});
const ProfileInput = builder.inputType('ProfileInput', {
  description: 'Any subset of the health profile; omitted fields stay as they are.',
  fields: (t) => ({
    fullName: t.string({ required: false }),
    birthdate: t.string({ required: false }),
    gender: t.string({ required: false }),
    heightValue: t.float({ required: false }),
    heightUnit: t.string({ required: false }),
    weightValue: t.float({ required: false }),
    weightUnit: t.string({ required: false }),
    bloodType: t.string({ required: false }),
    fitnessLevel: t.int({ required: false }),
    activities: t.stringList({ required: false }),
    checkupFrequency: t.string({ required: false }),
    condition: t.string({ required: false }),
    phoneNumber: t.string({ required: false }),
    treatmentStatus: t.string({ required: false }),
    assessmentStep: t.int({ required: false }),
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
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, ctx) => ownAccount(ctx, query),
  }),
);

builder.mutationFields((t) => ({
  register: t.field({
    type: PendingAccount,
    args: { input: t.arg({ type: RegisterInput }) },
    resolve: (_root, { input }, ctx) => registerAccount(ctx, withoutNulls(input)),
  }),
  verifyRegistration: t.boolean({
    args: { input: t.arg({ type: CodeInput }) },
    resolve: (_root, { input }, ctx) => verifyRegistration(ctx, input),
  }),
  resendRegistrationCode: t.boolean({
    args: { input: t.arg({ type: ResendInput }) },
    resolve: (_root, { input }, ctx) => resendRegistrationCode(ctx, input),
  }),
  signIn: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: SignInInput }) },
    resolve: async (_root, { input }, ctx) => {
      const { token, user } = await signIn(ctx, input);
      return { accessToken: token, user };
    },
  }),
  signOut: t.boolean({
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => {
      await signOut(ctx);
      return true;
    },
  }),
  requestPasswordReset: t.boolean({
    description: 'Always true: the answer does not reveal whether the e-mail has an account.',
    args: { email: t.arg.string() },
    resolve: (_root, args, ctx) => requestPasswordReset(ctx, args),
  }),
  resetPassword: t.boolean({
    args: { input: t.arg({ type: ResetPasswordInput }) },
    resolve: (_root, { input }, ctx) => resetPassword(ctx, input),
  }),
  changePassword: t.boolean({
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ChangePasswordInput }) },
    resolve: (_root, { input }, ctx) => changePassword(ctx, input),
  }),
  setLanguage: t.prismaField({
    type: 'User',
    description: "The language of the user's e-mails: 'en' or 'zh-HK'.",
    authScopes: { loggedIn: true },
    args: { language: t.arg.string() },
    resolve: (query, _root, args, ctx) => setLanguage(ctx, args, query),
  }),
  setDisplayPreferences: t.prismaField({
    type: 'User',
    description: 'Language and text size, applied on every device the user signs in on.',
    authScopes: { loggedIn: true },
    args: {
      language: t.arg.string({ required: false }),
      fontSize: t.arg.string({ required: false }),
    },
    resolve: (query, _root, args, ctx) => setDisplayPreferences(ctx, args, query),
  }),
  updateProfile: t.prismaField({
    type: 'Profile',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ProfileInput }) },
    resolve: (query, _root, { input }, ctx) => updateProfile(ctx, withoutNulls(input), query),
  }),
}));
