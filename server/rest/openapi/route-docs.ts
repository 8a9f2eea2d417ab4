// What the OpenAPI document says of each REST route: a summary, the body's fields with the
// Yup rule the server applies to each (common/validation; the REST names are the spec's,
// e.g. `access_code` for `accessCode`), the query parameters, and the answer's shape. The
// paths, methods and who may call come from the route table itself (rest/routes.ts).
import * as yup from 'yup';
import { LANGUAGES } from '#common/language';
import { ALERT_LEVELS } from '#common/triage-labels';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  otpCodeRule,
  registerSchema,
  resetPasswordSchema,
} from '#common/validation/accounts';
import { profileFields, TREATMENT_STATUSES } from '#common/validation/profile';
import { INPUT_MODES, MODES } from '../../domain/checkins/sessions-service';
import type { JsonSchema, Rule } from './yup-json-schema';

export type RouteDoc = {
  summary: string;
  description?: string;
  tag: string;
  /** JSON (or, for /token, form) body: REST field name -> the server's Yup rule */
  body?: Record<string, Rule>;
  form?: boolean;
  /** the raw bytes of an image */
  imageBody?: boolean;
  query?: Record<string, { description: string; required?: boolean; schema: JsonSchema }>;
  /** the 200 answer; a route answering a file gives its media type instead */
  answer: JsonSchema | { file: string };
};

const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const bool = { type: 'boolean' };
const int = { type: 'integer' };
const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
});
const success = object({ success: bool });
const fhir = (resourceType: string) =>
  object({ resourceType: { const: resourceType }, id: str }, ['resourceType']);

const triageAssessment = {
  type: 'object',
  description: 'The triage result as the original client reads it, plus its id, session and time.',
  properties: {
    id: str,
    session_id: str,
    created_at: str,
    final: bool,
    alert_level: { type: 'string', enum: [...ALERT_LEVELS] },
    alert_rationale: str,
  },
  required: ['id', 'alert_level'],
};
const structured = { type: ['object', 'null'], description: 'The graded symptoms, when any.' };
const triageAnswer = {
  ...object({ success: bool, triage_assessment: { anyOf: [triageAssessment, { type: 'null' }] } }, [
    'success',
    'triage_assessment',
  ]),
  properties: {
    success: bool,
    triage_assessment: { anyOf: [triageAssessment, { type: 'null' }] },
    structured_assessment: structured,
  },
};
const userInfo = {
  type: 'object',
  description:
    'The account and health profile by the original client’s names; `isDoctor` is kept for it.',
  properties: {
    username: str,
    email: str,
    role: { enum: ['patient', 'doctor', 'carer'] },
    isDoctor: bool,
    full_name: strOrNull,
    birthdate: strOrNull,
    gender: strOrNull,
    condition: strOrNull,
    treatment_status: strOrNull,
    activities: { type: 'array', items: str },
    assessment_step: int,
  },
  required: ['username', 'email', 'role', 'isDoctor'],
};
const profile = profileFields;

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'POST /token': {
    tag: 'accounts',
    summary: 'Sign in: a bearer token for the other calls',
    form: true,
    body: {
      username: loginSchema.fields.username,
      password: loginSchema.fields.password,
      device: loginSchema.fields.device,
    },
    answer: object({
      access_token: str,
      token_type: { const: 'bearer' },
      user: object({
        id: str,
        username: str,
        role: { enum: ['patient', 'doctor', 'carer'] },
        name: str,
      }),
    }),
  },
  'POST /logout': { tag: 'accounts', summary: 'Sign out (revokes the token)', answer: success },
  'POST /otp/register': {
    tag: 'accounts',
    summary: 'Register with a care team’s access code; e-mails a 6-digit code',
    body: {
      username: registerSchema.fields.username,
      access_code: registerSchema.fields.accessCode,
      password: registerSchema.fields.password,
      email: registerSchema.fields.email,
    },
    answer: object({ success: bool, message: str, username: str, email: str, role: str }),
  },
  'POST /otp/verify': {
    tag: 'accounts',
    summary: 'Verify the registration code',
    body: {
      user_id: loginSchema.fields.username,
      email: registerSchema.fields.email,
      otp_code: otpCodeRule,
    },
    answer: object({ success: bool, message: str }),
  },
  'POST /otp/resend': {
    tag: 'accounts',
    summary: 'Send a new registration code',
    body: { user_id: loginSchema.fields.username, email: registerSchema.fields.email },
    answer: object({ success: bool, message: str }),
  },
  'POST /password/forgot': {
    tag: 'accounts',
    summary: 'E-mail a password reset code (answers alike for an unknown address)',
    body: { email: forgotPasswordSchema.fields.email },
    answer: success,
  },
  'POST /password/reset': {
    tag: 'accounts',
    summary: 'Set a new password with the e-mailed code',
    body: {
      email: resetPasswordSchema.fields.email,
      code: resetPasswordSchema.fields.code,
      new_password: resetPasswordSchema.fields.newPassword,
    },
    answer: success,
  },
  'POST /password/change': {
    tag: 'accounts',
    summary: 'Change the signed-in user’s password',
    body: {
      current_password: changePasswordSchema.fields.currentPassword,
      new_password: changePasswordSchema.fields.newPassword,
    },
    answer: success,
  },
  'GET /userinfo': {
    tag: 'accounts',
    summary: 'The signed-in user’s account and profile',
    answer: userInfo,
  },
  'POST /updateinfo': {
    tag: 'accounts',
    summary: 'Update any part of the health profile',
    description:
      'Every field is optional; null leaves it as it is. Choice values are read in any ' +
      'letter case, and `fitness_level` also by name (Sedentary … Very Athletic), as the ' +
      'original client sends them.',
    body: {
      full_name: profile.fullName,
      birthdate: profile.birthdate,
      gender: profile.gender,
      height: profile.heightValue,
      height_unit: profile.heightUnit,
      weight: profile.weightValue,
      weight_unit: profile.weightUnit,
      blood_type: profile.bloodType,
      fitness_level: profile.fitnessLevel,
      activities: profile.activities,
      checkup_frequency: profile.checkupFrequency,
      condition: profile.condition,
      phoneNumber: profile.phoneNumber,
      treatment_status: profile.treatmentStatus,
      assessment_step: profile.assessmentStep,
    },
    answer: userInfo,
  },
  'POST /profile/avatar': {
    tag: 'accounts',
    summary: 'Upload a profile picture (the image’s bytes as the body)',
    imageBody: true,
    answer: { type: 'object' },
  },
  'POST /florence/start_session': {
    tag: 'check-ins',
    summary: 'Start (or resume) today’s check-in with Florence',
    body: {
      language: yup.string().oneOf([...LANGUAGES]),
      input_mode: yup.string().oneOf([...INPUT_MODES]),
      treatment_status: yup.string().oneOf([...TREATMENT_STATUSES]),
      mode: yup.string().oneOf([...MODES]),
    },
    answer: object({
      success: bool,
      session_id: str,
      message: str,
      quick_replies: { type: 'array' },
    }),
  },
  'POST /florence/send_message': {
    tag: 'check-ins',
    summary: 'Send the patient’s message; answers with Florence’s whole reply',
    body: { session_id: yup.string().required(), message: yup.string().required() },
    answer: {
      ...object({ success: bool, session_id: str, response: str, message: str }),
      properties: {
        success: bool,
        session_id: str,
        response: str,
        message: str,
        quick_replies: { type: 'array' },
        alert_level: { type: 'string', description: 'Only when the message needs urgent care.' },
      },
    },
  },
  'POST /florence/finish_session/{sessionId}': {
    tag: 'check-ins',
    summary: 'Finish the check-in: the summary and the triage result',
    answer: object(
      {
        success: bool,
        session_id: str,
        message: str,
        triage_assessment: triageAssessment,
        structured_assessment: structured,
        triage_status: { enum: ['completed', 'generating'] },
        alert_level: strOrNull,
        alert_description: strOrNull,
      },
      ['success', 'session_id', 'triage_assessment', 'triage_status'],
    ),
  },
  'GET /florence/session/{sessionId}': {
    tag: 'check-ins',
    summary: 'A check-in’s messages',
    answer: object(
      {
        success: bool,
        session_id: str,
        status: str,
        language: str,
        created_at: str,
        finished_at: strOrNull,
        messages: {
          type: 'array',
          items: object({ id: str, sender: { enum: ['user', 'bot'] }, text: str, time: str }),
        },
        quick_replies: { type: 'array' },
      },
      ['success', 'session_id', 'status', 'messages'],
    ),
  },
  'GET /triage/latest/{userId}': {
    tag: 'triage',
    summary: 'A patient’s latest triage result (userId is the username)',
    answer: {
      ...triageAnswer,
      properties: { ...triageAnswer.properties, created_at: strOrNull },
    },
  },
  'GET /triage/history/{userId}': {
    tag: 'triage',
    summary: 'A patient’s triage results, newest first (userId is the username)',
    query: {
      limit: {
        description: 'How many (1-100)',
        schema: { type: 'integer', minimum: 1, maximum: 100 },
      },
    },
    answer: object({
      success: bool,
      patient_id: str,
      triage_history: { type: 'array', items: triageAssessment },
      count: int,
    }),
  },
  'GET /triage/session/{sessionId}': {
    tag: 'triage',
    summary: 'The triage result of one check-in',
    answer: triageAnswer,
  },
  'GET /triage/insights/{userId}': {
    tag: 'triage',
    summary: 'A patient’s wellness insights (userId is the username)',
    answer: object({ success: bool, insights: { type: 'array' } }),
  },
  'GET /reports/patients/{patientId}': {
    tag: 'reports',
    summary: 'A patient’s report as a PDF',
    query: {
      kind: {
        description: 'weeks or month (with count), or custom (with from and to)',
        schema: str,
      },
      count: { description: 'How many weeks or months back from today, at least 1', schema: str },
      from: { description: 'YYYY-MM-DD, for kind=custom', schema: str },
      to: { description: 'YYYY-MM-DD, for kind=custom', schema: str },
    },
    answer: { file: 'application/pdf' },
  },
  'GET /reports/shared/{reportId}': {
    tag: 'reports',
    summary:
      'A report the patient shared with their care team (GraphQL shareReport), as a PDF in the reader’s language; a doctor’s download ends it being pending',
    answer: { file: 'application/pdf' },
  },
  'GET /fhir/Patient': {
    tag: 'fhir',
    summary: 'FHIR R4: find a patient by username (a searchset Bundle)',
    query: {
      identifier: { description: '[system|]username', required: true, schema: str },
    },
    answer: fhir('Bundle'),
  },
  'GET /fhir/Patient/{id}': { tag: 'fhir', summary: 'FHIR R4: a Patient', answer: fhir('Patient') },
  'GET /fhir/Patient/{id}/$everything': {
    tag: 'fhir',
    summary: 'FHIR R4: the patient’s whole record (a Bundle)',
    answer: fhir('Bundle'),
  },
  'GET /fhir/AuditEvent': {
    tag: 'fhir',
    summary: 'FHIR R4: who read or changed the patient’s record (AuditEvents in a Bundle)',
    query: {
      patient: { description: 'the patient’s id (or Patient/{id})', required: true, schema: str },
    },
    answer: fhir('Bundle'),
  },
  'GET /openapi.json': {
    tag: 'about',
    summary: 'This document',
    answer: object({ openapi: str, paths: { type: 'object' } }, ['openapi', 'paths']),
  },
};
