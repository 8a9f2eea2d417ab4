// Account rules, enforced by the forms (Formik) and again by the server.
import * as yup from 'yup';
import './locale';
import type { ValidationMessageId } from './messages';

const m = (id: ValidationMessageId) => id;

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  // a carer signs up with their invitation (`<24>.<43>` characters) in this field
  accessCodeMax: 80,
  otpLength: 6,
} as const;

const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
// Deliberately simple: one @, something on both sides, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailRule = (requiredMessage: ValidationMessageId = 'fill_all_fields') =>
  yup
    .string()
    .trim()
    .required(m(requiredMessage))
    .max(LIMITS.emailMax, m('enter_valid_email'))
    .matches(EMAIL_PATTERN, m('enter_valid_email'));

export const newPasswordRule = (requiredMessage: ValidationMessageId) =>
  yup
    .string()
    .required(m(requiredMessage))
    .min(LIMITS.passwordMin, m('password_min_length'))
    .max(LIMITS.passwordMax, m('password_too_long'));

const confirmRule = (field: string) =>
  yup
    .string()
    .required(m('fill_all_fields'))
    .oneOf([yup.ref(field)], m('passwords_do_not_match'));

export const registerSchema = yup.object({
  email: emailRule(),
  accessCode: yup
    .string()
    .trim()
    .required(m('fill_all_fields'))
    .max(LIMITS.accessCodeMax, m('access_code_invalid')),
  username: yup
    .string()
    .trim()
    .required(m('fill_all_fields'))
    .min(LIMITS.usernameMin, m('username_invalid'))
    .max(LIMITS.usernameMax, m('username_invalid'))
    .matches(USERNAME_PATTERN, m('username_invalid')),
  password: newPasswordRule('fill_all_fields'),
  // Optional for API clients (the REST payload has none); checked when given.
  confirmPassword: yup
    .string()
    .optional()
    .oneOf([yup.ref('password'), undefined], m('passwords_do_not_match')),
});
export type RegisterInput = yup.InferType<typeof registerSchema>;

/** The form's version: the confirmation is required there. */
export const registerFormSchema = registerSchema.shape({
  confirmPassword: confirmRule('password'),
});

export const loginSchema = yup.object({
  username: yup
    .string()
    .trim()
    .required(m('enter_username_password'))
    .max(LIMITS.usernameMax * 4, m('text_too_long')),
  password: yup
    .string()
    .required(m('enter_username_password'))
    .max(LIMITS.passwordMax * 4, m('text_too_long')),
  /** The browser's or app's own random id (server/domain/accounts/known-devices.ts). */
  device: yup
    .string()
    .optional()
    .matches(/^[\w-]{16,64}$/, m('invalid_choice')),
});

export const otpCodeRule = yup
  .string()
  .required(m('otp_six_digits'))
  .matches(new RegExp(`^\\d{${LIMITS.otpLength}}$`), m('otp_six_digits'));

export const forgotPasswordSchema = yup.object({ email: emailRule('fill_required_fields') });

export const resetPasswordSchema = yup.object({
  email: emailRule('fill_required_fields'),
  code: otpCodeRule,
  newPassword: newPasswordRule('new_password_required'),
});
export const resetPasswordFormSchema = resetPasswordSchema.shape({
  confirmPassword: confirmRule('newPassword'),
});

export const changePasswordSchema = yup.object({
  currentPassword: yup
    .string()
    .required(m('current_password_required'))
    .max(LIMITS.passwordMax, m('password_too_long')),
  newPassword: newPasswordRule('new_password_required'),
});
export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: confirmRule('newPassword'),
});
