// REST mirror of the account calls, with the spec's payloads. Every handler delegates to
// the same domain services as the GraphQL resolvers.
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
import { ownAccount, updateProfile } from '../domain/accounts/profile';
import { AppError } from '../errors';
import type { Context } from '../context';
import { updateInfoCompat, userInfoCompat } from './compat';
import type { RestRoute } from './router';

const text = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** REST names of the profile fields (the spec's user-info keys) and their domain names. */
const USERINFO_FIELDS = {
  full_name: 'fullName',
  birthdate: 'birthdate',
  gender: 'gender',
  height: 'heightValue',
  height_unit: 'heightUnit',
  weight: 'weightValue',
  weight_unit: 'weightUnit',
  blood_type: 'bloodType',
  fitness_level: 'fitnessLevel',
  activities: 'activities',
  checkup_frequency: 'checkupFrequency',
  condition: 'condition',
  phoneNumber: 'phoneNumber',
  treatment_status: 'treatmentStatus',
  assessment_step: 'assessmentStep',
} as const;

function toProfileUpdate(body: Record<string, unknown>) {
  const update: Record<string, unknown> = {};
  const unknown: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const field = USERINFO_FIELDS[key as keyof typeof USERINFO_FIELDS];
    // null means "not given", as in the GraphQL mutation
    if (field && value === null) continue;
    if (field) update[field] = value;
    else unknown[key] = 'invalid_choice';
  }
  if (Object.keys(unknown).length) throw new AppError('VALIDATION_FAILED', { fields: unknown });
  return update;
}

const roleName = (role: 'PATIENT' | 'DOCTOR' | 'CARER') => role.toLowerCase();

export const accountRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/token',
    async handle({ ctx, body }) {
      const { token, user } = await signIn(ctx, {
        username: text(body.username),
        password: text(body.password),
        device: body.device == null ? undefined : text(body.device),
      });
      return {
        access_token: token,
        token_type: 'bearer',
        user: {
          id: user.id,
          username: user.username,
          role: roleName(user.role),
          name: user.profile?.fullName ?? user.username,
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/logout',
    auth: 'required',
    async handle({ ctx }) {
      await signOut(ctx);
      return { success: true };
    },
  },
  {
    method: 'POST',
    path: '/otp/register',
    async handle({ ctx, body }) {
      const input = {
        username: text(body.username),
        accessCode: text(body.access_code),
        password: text(body.password),
        email: text(body.email),
      };
      const account = await registerAccount(ctx, input);
      return {
        success: true,
        message: 'Verification code sent',
        username: account.username,
        email: account.email,
        role: roleName(account.role),
      };
    },
  },
  {
    method: 'POST',
    path: '/otp/verify',
    async handle({ ctx, body }) {
      await verifyRegistration(ctx, {
        username: text(body.user_id),
        email: text(body.email),
        code: text(body.otp_code),
      });
      return { success: true, message: 'Code verified successfully!' };
    },
  },
  {
    method: 'POST',
    path: '/otp/resend',
    async handle({ ctx, body }) {
      await resendRegistrationCode(ctx, { username: text(body.user_id), email: text(body.email) });
      return { success: true, message: 'A new code has been sent' };
    },
  },
  {
    method: 'POST',
    path: '/password/forgot',
    async handle({ ctx, body }) {
      await requestPasswordReset(ctx, { email: text(body.email) });
      return { success: true };
    },
  },
  {
    method: 'POST',
    path: '/password/reset',
    async handle({ ctx, body }) {
      await resetPassword(ctx, {
        email: text(body.email),
        code: text(body.code),
        newPassword: text(body.new_password),
      });
      return { success: true };
    },
  },
  {
    method: 'POST',
    path: '/password/change',
    auth: 'required',
    async handle({ ctx, body }) {
      const input = {
        currentPassword: text(body.current_password),
        newPassword: text(body.new_password),
      };
      await changePassword(ctx, input);
      return { success: true };
    },
  },
  {
    method: 'GET',
    path: '/userinfo',
    auth: 'required',
    handle: ({ ctx }) => userInfo(ctx),
  },
  {
    method: 'POST',
    path: '/updateinfo',
    auth: 'required',
    async handle({ ctx, body }) {
      await updateProfile(ctx, toProfileUpdate(updateInfoCompat(body)));
      return userInfo(ctx);
    },
  },
];

/** The spec's user-info answer: the signed-in user's account and profile, by REST names. */
async function userInfo(ctx: Context) {
  const user = await ownAccount(ctx, { include: { profile: true } });
  const profile = ((user as { profile?: unknown }).profile ?? {}) as Record<string, unknown>;
  const fields = Object.fromEntries(
    Object.entries(USERINFO_FIELDS).map(([restName, field]) => [
      restName,
      profile[field] ?? (field === 'activities' ? [] : null),
    ]),
  );
  return {
    ...fields,
    username: user.username,
    email: user.email,
    role: roleName(user.role),
    ...userInfoCompat(roleName(user.role)),
    assessment_step: profile.assessmentStep ?? 0,
  };
}
