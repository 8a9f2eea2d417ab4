/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How soon a doctor should look at an alert, from the triage level (most first). */
export type AlertImportance =
  /** from a YELLOW level: a review within 24 hours is advised */
  | 'CAUTION'
  /** from a RED level: the patient was told to call 999 or go to A&E now */
  | 'CRITICAL'
  /** from a GREEN level: records a finished check-in; nothing to do */
  | 'INFO'
  /** from an ORANGE level: a same-day assessment is advised */
  | 'URGENT';

/** The triage level of a check-in, set by the rules (never by a language model). */
export type AlertLevel =
  /** “All good”: self-care, next check-in as usual */
  | 'GREEN'
  /** “Attention needed”: a severe symptom or two moderate ones; same-day assessment */
  | 'ORANGE'
  /** “Urgent care”: a red-level finding, a grade 4 or three moderate ones; 999 or A&E now */
  | 'RED'
  /** “Monitor closely”: one moderate symptom; review within 24 hours */
  | 'YELLOW';

/** Where a doctor is with an alert. */
export type AlertStatus =
  /** a doctor of the care team has seen it */
  | 'ACKNOWLEDGED'
  /** nobody has acted on it yet */
  | 'OPEN'
  /** dealt with; resolving also acknowledges */
  | 'RESOLVED';

/** A new API key. */
export type ApiKeyInput = {
  /** YYYY-MM-DD, after today and within two years; none for no expiry */
  expiresOn?: string | null | undefined;
  /** the integration it is for, up to 60 characters */
  name: string;
};

/** Whether a key still works. */
export type ApiKeyStatus =
  /** works */
  | 'ACTIVE'
  /** past its expiry: refused as UNAUTHENTICATED */
  | 'EXPIRED'
  /** revoked by its doctor (or a password change): refused */
  | 'REVOKED';

/** Every field is checked by the server, with the scheduler’s messages. */
export type AppointmentInput = {
  /** YYYY-MM-DD */
  date?: string | null | undefined;
  /** a doctor of the patient’s care team */
  doctorId?: string | number | null | undefined;
  /** why the visit; required */
  reason?: string | null | undefined;
  /** a slot: 09:30, 10:00 … (09:30 AM accepted) */
  time?: string | null | undefined;
};

/** UPCOMING until its time, then COMPLETED; CANCELLED whenever it was cancelled */
export type AppointmentStatus =
  /** cancelled by the patient or the doctor */
  | 'CANCELLED'
  /** booked, its time passed */
  | 'COMPLETED'
  /** booked, its time not reached */
  | 'UPCOMING';

/** A part of their record a patient lets a carer use for them. */
export type CarerGrant =
  /** see, book, change and cancel appointments */
  | 'APPOINTMENTS'
  /** check in with Florence for the patient, and read the results */
  | 'CHECK_IN'
  /** see the medications and mark doses */
  | 'MEDICATIONS'
  /** read the care team’s messages */
  | 'MESSAGES'
  /** see the dashboard and reports, and share a report */
  | 'WELLNESS';

/** Who the carer is to the patient (“she is my DAUGHTER”), as the patient chose. */
export type CarerRelationship =
  /** the carer is the patient’s brother */
  | 'BROTHER'
  /** the carer is the patient’s daughter */
  | 'DAUGHTER'
  /** the carer is the patient’s domestic helper */
  | 'DOMESTIC_HELPER'
  /** the carer is the patient’s father */
  | 'FATHER'
  /** the carer is the patient’s friend */
  | 'FRIEND'
  /** the carer is the patient’s husband */
  | 'HUSBAND'
  /** the carer is the patient’s mother */
  | 'MOTHER'
  /** the carer is the patient’s other */
  | 'OTHER'
  /** the carer is the patient’s partner */
  | 'PARTNER'
  /** the carer is the patient’s sister */
  | 'SISTER'
  /** the carer is the patient’s son */
  | 'SON'
  /** the carer is the patient’s wife */
  | 'WIFE';

/** The signed-in person’s new password. */
export type ChangePasswordInput = {
  /** the password now; wrong: WRONG_CURRENT_PASSWORD */
  currentPassword: string;
  /** 8-128 characters */
  newPassword: string;
};

/** What a check-in event carries. */
export type ChatEventType =
  /** the next piece of Florence’s reply as it is written */
  | 'REPLY_CHUNK'
  /** Florence’s whole reply, stored, with the quick replies: shown in place of the chunks, which may stop short of it */
  | 'REPLY_DONE'
  /** the check-in ended; no more events follow */
  | 'SESSION_FINISHED'
  /** a patient message was stored (from any of their tabs) */
  | 'USER_MESSAGE';

/** Who wrote a check-in message. */
export type ChatSender =
  /** Florence, the nurse assistant */
  | 'BOT'
  /** the patient */
  | 'USER';

/** Whether a check-in is still going. */
export type ChatStatus =
  /** open: the patient may still answer */
  | 'ACTIVE'
  /** ended (by the patient, or after being idle) and graded */
  | 'FINISHED';

/** Every field is required and checked by the server with the form’s messages. */
export type ContactDetailsInput = {
  /** a new one is confirmed by an e-mailed code */
  email?: string | null | undefined;
  /** real name, up to 100 characters */
  fullName?: string | null | undefined;
  /** a Hong Kong mobile, spaces allowed */
  phoneNumber?: string | null | undefined;
};

/** The patient’s cancer as the doctor records it (keys of common/patients). */
export type DiagnosisInput = {
  /** a cancer type key; absent: none */
  cancerType?: string | null | undefined;
  /** a stage key; required */
  stage?: string | null | undefined;
};

/** The patient’s mark on a dose. */
export type DoseMark =
  /** deliberately not taken */
  | 'SKIPPED'
  /** taken (counts towards adherence and lowers the stock) */
  | 'TAKEN';

/** A scheduled dose’s state. */
export type DoseStatus =
  /** not marked, more than 2 hours past its time */
  | 'missed'
  /** not marked, and not yet 2 hours past its time */
  | 'pending'
  /** the patient marked it skipped */
  | 'skipped'
  /** the patient marked it taken */
  | 'taken';

/** Narrows the follow-up list; every field given must match (absent: any). */
export type FollowUpFilter = {
  /** any of these importances */
  importance?: Array<AlertImportance> | null | undefined;
  /** one patient’s alerts only */
  patientId?: string | number | null | undefined;
  /** part of the patient’s name or username, or of the description; any case */
  search?: string | null | undefined;
  /** any of these alert type keys */
  types?: Array<string> | null | undefined;
};

/** What the patient offers the carer they invite. */
export type InviteCarerInput = {
  /** optional: the link is e-mailed there too */
  email?: string | null | undefined;
  /** at least one */
  grants: Array<CarerGrant>;
  /** who the carer is to the patient */
  relationship: CarerRelationship;
};

/** The badge on a medication card, from status and expiry (Hong Kong days). */
export type MedicationCardStatus =
  /** completed or discontinued */
  | 'archived'
  /** active, past its expiry date */
  | 'expired'
  /** active, expiring within 30 days */
  | 'near_expiry'
  /** active, more than 30 days to expiry */
  | 'normal';

/** Narrows the doctor’s patients; every field given must match (absent: any). */
export type PatientListFilter = {
  /** any of these cancer type keys (at most 50 read) */
  cancerTypes?: Array<string> | null | undefined;
  /** part of the name or username, any letter case */
  search?: string | null | undefined;
  /** any of these stage keys (at most 50 read) */
  stages?: Array<string> | null | undefined;
};

/** A message the doctor writes; every field is required. */
export type PatientMessageInput = {
  /** up to 1000 characters */
  description?: string | null | undefined;
  /** up to 120 characters */
  title?: string | null | undefined;
  /** vitals, symptom, meds, appointment or general */
  type?: string | null | undefined;
};

/** What a patient’s latest update was. */
export type PatientUpdateKind =
  /** a check-in finished */
  | 'CHECK_IN'
  /** a doctor sent the patient a message */
  | 'MESSAGE'
  /** a prescription was written, changed, refilled or ended */
  | 'PRESCRIPTION';

/** A prescription as the doctor’s form sends it; limits and messages are common/validation/medication.ts. Required unless said otherwise. */
export type PrescriptionInput = {
  /** a catalogue key (common/medications/catalogue.ts); absent: a typed name */
  catalogKey?: string | null | undefined;
  /** up to 500 characters */
  dosageInstructions?: string | null | undefined;
  /** YYYY-MM-DD, after today */
  expirationDate?: string | null | undefined;
  /** with_food, empty_stomach or before_meal */
  intakeTiming?: string | null | undefined;
  /** tablet, capsule, syrup or injection */
  medicationType?: string | null | undefined;
  /** up to 100 characters */
  name?: string | null | undefined;
  /** whole number above 0, as typed */
  quantity?: string | null | undefined;
  /** Hong Kong times, HH:MM */
  scheduleTimes?: Array<string> | null | undefined;
  /** optional; up to 15 of 80 characters */
  sideEffectsCommon?: Array<string> | null | undefined;
  /** optional; up to 15 of 80 characters */
  sideEffectsLessCommon?: Array<string> | null | undefined;
  /** optional; up to 15 of 80 characters */
  sideEffectsSerious?: Array<string> | null | undefined;
  /** YYYY-MM-DD */
  startDate?: string | null | undefined;
  /** e.g. 500mg or 0.5g */
  strength?: string | null | undefined;
  /** 1-10; default 1 */
  unitsPerDose?: number | null | undefined;
  /** what it treats, up to 200 characters */
  usedFor?: string | null | undefined;
};

/** Where a prescription is in its course. */
export type PrescriptionStatus =
  /** being taken: its doses are scheduled */
  | 'ACTIVE'
  /** the course finished (completePrescription); archived */
  | 'COMPLETED'
  /** stopped early by a doctor, with a reason; archived */
  | 'DISCONTINUED';

/** Any subset of the health profile; omitted fields stay as they are. */
export type ProfileInput = {
  /** Jogging, Rowing, Staking, Swimming, Cycling, Walking, Other, or None alone */
  activities?: Array<string> | null | undefined;
  /** last completed question, 0-9 */
  assessmentStep?: number | null | undefined;
  /** YYYY-MM-DD, 1900-01-01 to today */
  birthdate?: string | null | undefined;
  /** A+, A-, B+, B-, AB+, AB-, O+, O- or N/A */
  bloodType?: string | null | undefined;
  /** Weekly, Bi-weekly, Monthly, Bi-monthly, Yearly or N/A */
  checkupFrequency?: string | null | undefined;
  /** up to 100 characters */
  condition?: string | null | undefined;
  /** 1 (least fit) to 5 */
  fitnessLevel?: number | null | undefined;
  /** up to 100 characters */
  fullName?: string | null | undefined;
  /** Male, Female, Other or N/A */
  gender?: string | null | undefined;
  /** 'cm' or 'in' */
  heightUnit?: string | null | undefined;
  /** 50-250 cm or 20-100 in, with heightUnit */
  heightValue?: number | null | undefined;
  /** a Hong Kong mobile, spaces allowed */
  phoneNumber?: string | null | undefined;
  /** undergoing_treatment, in_remission or post_treatment */
  treatmentStatus?: string | null | undefined;
  /** 'kg' or 'lbs' */
  weightUnit?: string | null | undefined;
  /** 30-150 kg or 66-330 lbs, with weightUnit */
  weightValue?: number | null | undefined;
};

/** One prescription’s refill. */
export type RefillInput = {
  /** DD/MM/YYYY, after today */
  expiry?: string | null | undefined;
  /** an active prescription of the patient */
  prescriptionId: string | number;
  /** added to what is left */
  quantity?: string | null | undefined;
};

/** Sign-up; the account is usable once the e-mailed code is verified. */
export type RegisterInput = {
  /** from the clinic; decides the role, the clinic and a patient’s first doctor */
  accessCode: string;
  /** checked against password when given */
  confirmPassword?: string | null | undefined;
  /** up to 254 characters; must not belong to another account */
  email: string;
  /** 8-128 characters */
  password: string;
  /** 3-32 letters, digits, . _ or - */
  username: string;
};

/** A report period by the report dialog’s rules (at least 1 week, 1 month or 7 days). */
export type ReportPeriodInput = {
  /** weeks or months back from today (weeks and month) */
  count?: number | null | undefined;
  /** first day, YYYY-MM-DD (custom) */
  from?: string | null | undefined;
  /** weeks, month or custom */
  kind: string;
  /** last day, YYYY-MM-DD, not after today (custom) */
  to?: string | null | undefined;
};

/** Which unverified account gets a new code. */
export type ResendCodeInput = {
  /** as registered */
  email: string;
  /** as registered */
  username: string;
};

/** A forgotten password replaced with the e-mailed code. */
export type ResetPasswordInput = {
  /** the 6 digits from requestPasswordReset’s e-mail */
  code: string;
  /** the account’s e-mail address */
  email: string;
  /** 8-128 characters */
  newPassword: string;
};

/** What an account is; set for good by the access code it signed up with. */
export type Role =
  /** a family member or helper, acting for the patients who granted them access */
  | 'CARER'
  /** a clinician, who follows the patients of their care team */
  | 'DOCTOR'
  /** a person in treatment, who checks in with Florence */
  | 'PATIENT';

/** A person’s credentials (an integration uses an API key instead). */
export type SignInInput = {
  /** optional: a random id the client keeps per device (16-64 letters, digits, - or _); a device that signed in lately is not slowed by guesses made elsewhere */
  device?: string | null | undefined;
  /** the account’s password */
  password: string;
  /** in any letter case */
  username: string;
};

/** How a new check-in runs; every field may be left out. */
export type StartCheckInInput = {
  /** 'keyboard' or 'voice' */
  inputMode?: string | null | undefined;
  /** 'en' or 'zh-HK' */
  language?: string | null | undefined;
  /** 'ai' (default) or 'basic' (scripted questions) */
  mode?: string | null | undefined;
  /** 'undergoing_treatment', 'in_remission' or 'post_treatment'; from the profile when absent */
  treatmentStatus?: string | null | undefined;
};

/** A bug report or feedback for the support team. */
export type SupportMessageInput = {
  /** BUG | FEEDBACK */
  kind?: string | null | undefined;
  /** what happened, up to 2000 characters; required */
  message?: string | null | undefined;
};

/** The system as a whole, for the help centre’s banner. */
export type SystemState =
  /** some component fails; the rest works */
  | 'degraded'
  /** every component works */
  | 'operational'
  /** the database fails: nothing works */
  | 'outage';

/** The doctor’s unavailability on one date (it replaces what was set). */
export type UnavailabilityInput = {
  /** away the whole day */
  allDay: boolean;
  /** YYYY-MM-DD, today or later */
  date: string;
  /** slots, when not the whole day; [] clears the date */
  times: Array<string>;
};

/** The code that confirms a new account’s e-mail address. */
export type VerifyRegistrationInput = {
  /** the 6 digits e-mailed; valid 10 minutes */
  code: string;
  /** as registered */
  email: string;
  /** as registered */
  username: string;
};

export type AchievementsQueryVariables = Exact<{ [key: string]: never; }>;


export type AchievementsQuery = { achievements: { rank: { name: string, from: number, totalXp: number, nextAt: number | null, nextName: string | null, progress: number }, badges: Array<{ id: string, unlockedAt: unknown, progress: number, target: number }>, milestones: Array<{ id: string, unlockedAt: unknown, progress: number, target: number }>, recent: Array<{ kind: string, badgeId: string | null, rankName: string | null, at: unknown }> } };

export type BadgeQueryVariables = Exact<{
  badgeId: string;
}>;


export type BadgeQuery = { badge: { id: string, unlockedAt: unknown, progress: number, target: number } };

export type BadgeFieldsFragment = { id: string, unlockedAt: unknown, progress: number, target: number };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: string, name: string, status: ApiKeyStatus, createdAt: unknown, expiresAt: unknown }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: ApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string, apiKey: { id: string, name: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string, status: ApiKeyStatus } };

export type AppointmentChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AppointmentChangedSubscription = { appointmentChanged: { id: string, date: string, time: string, startsAt: unknown, reason: string, status: AppointmentStatus, cancelledByDoctor: boolean, doctor: { id: string, name: string, specialty: string | null, phoneNumber: string | null }, patient: { id: string, name: string } } };

export type AppointmentFieldsFragment = { id: string, date: string, time: string, startsAt: unknown, reason: string, status: AppointmentStatus, cancelledByDoctor: boolean, doctor: { id: string, name: string, specialty: string | null, phoneNumber: string | null }, patient: { id: string, name: string } };

export type AppointmentScheduleQueryVariables = Exact<{
  doctorId: string | number;
  rescheduling?: string | number | null | undefined;
}>;


export type AppointmentScheduleQuery = { appointmentSchedule: Array<{ date: string, available: boolean, slots: Array<{ time: string, available: boolean }> }> };

export type AppointmentQueryVariables = Exact<{
  appointmentId: string | number;
}>;


export type AppointmentQuery = { appointment: { id: string, date: string, time: string, startsAt: unknown, reason: string, status: AppointmentStatus, cancelledByDoctor: boolean, doctor: { id: string, name: string, specialty: string | null, phoneNumber: string | null }, patient: { id: string, name: string } } };

export type AppointmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type AppointmentsQuery = { appointments: Array<{ id: string, date: string, time: string, startsAt: unknown, reason: string, status: AppointmentStatus, cancelledByDoctor: boolean, doctor: { id: string, name: string, specialty: string | null, phoneNumber: string | null }, patient: { id: string, name: string } }> };

export type BookAppointmentMutationVariables = Exact<{
  input: AppointmentInput;
}>;


export type BookAppointmentMutation = { bookAppointment: { id: string, date: string, time: string, startsAt: unknown, reason: string, status: AppointmentStatus, cancelledByDoctor: boolean, doctor: { id: string, name: string, specialty: string | null, phoneNumber: string | null }, patient: { id: string, name: string } } };

export type CancelAppointmentMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelAppointmentMutation = { cancelAppointment: { id: string, date: string, time: string, startsAt: unknown, reason: string, status: AppointmentStatus, cancelledByDoctor: boolean, doctor: { id: string, name: string, specialty: string | null, phoneNumber: string | null }, patient: { id: string, name: string } } };

export type CareTeamDoctorsQueryVariables = Exact<{ [key: string]: never; }>;


export type CareTeamDoctorsQuery = { careTeamDoctors: Array<{ id: string, name: string, specialty: string | null, phoneNumber: string | null }> };

export type MyUnavailabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type MyUnavailabilityQuery = { myUnavailability: Array<{ date: string, allDay: boolean, times: Array<string> }> };

export type RescheduleAppointmentMutationVariables = Exact<{
  id: string | number;
  input: AppointmentInput;
}>;


export type RescheduleAppointmentMutation = { rescheduleAppointment: { id: string, date: string, time: string, startsAt: unknown, reason: string, status: AppointmentStatus, cancelledByDoctor: boolean, doctor: { id: string, name: string, specialty: string | null, phoneNumber: string | null }, patient: { id: string, name: string } } };

export type SetUnavailabilityMutationVariables = Exact<{
  input: UnavailabilityInput;
}>;


export type SetUnavailabilityMutation = { setUnavailability: { date: string, allDay: boolean, times: Array<string> } };

export type AssessmentAnswersFragment = { fullName: string | null, birthdate: string | null, gender: string | null, heightValue: number | null, heightUnit: string | null, weightValue: number | null, weightUnit: string | null, bloodType: string | null, fitnessLevel: number | null, activities: Array<string>, checkupFrequency: string | null, assessmentStep: number };

export type AssessmentProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AssessmentProfileQuery = { me: { id: string, profile: { fullName: string | null, birthdate: string | null, gender: string | null, heightValue: number | null, heightUnit: string | null, weightValue: number | null, weightUnit: string | null, bloodType: string | null, fitnessLevel: number | null, activities: Array<string>, checkupFrequency: string | null, assessmentStep: number } | null } };

export type SaveAssessmentStepMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type SaveAssessmentStepMutation = { updateProfile: { fullName: string | null, birthdate: string | null, gender: string | null, heightValue: number | null, heightUnit: string | null, weightValue: number | null, weightUnit: string | null, bloodType: string | null, fitnessLevel: number | null, activities: Array<string>, checkupFrequency: string | null, assessmentStep: number } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { username: string, email: string, role: Role } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResendRegistrationCodeMutationVariables = Exact<{
  input: ResendCodeInput;
}>;


export type ResendRegistrationCodeMutation = { resendRegistrationCode: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { accessToken: string, user: { id: string, username: string, role: Role, language: string, fontSize: string, displayChosenAt: unknown, profile: { fullName: string | null, assessmentStep: number } | null } } };

export type VerifyRegistrationMutationVariables = Exact<{
  input: VerifyRegistrationInput;
}>;


export type VerifyRegistrationMutation = { verifyRegistration: boolean };

export type PatientAnswerRequestMutationVariables = Exact<{
  id: string | number;
  accept: boolean;
}>;


export type PatientAnswerRequestMutation = { answerCareTeamRequest: { id: string, direction: string, status: string, createdAt: unknown, doctor: { id: string, name: string, department: string | null } } };

export type CareTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type CareTeamQuery = { careTeamDoctors: Array<{ id: string, name: string, specialty: string | null, phoneNumber: string | null, email: string, centre: string, onCareTeamSince: unknown }> };

export type ConnectLinkDoctorQueryVariables = Exact<{
  token: string;
}>;


export type ConnectLinkDoctorQuery = { connectLinkDoctor: { id: string, name: string, department: string | null } };

export type RequestDoctorFromLinkMutationVariables = Exact<{
  token: string;
}>;


export type RequestDoctorFromLinkMutation = { requestDoctorFromLink: { id: string, direction: string, status: string, createdAt: unknown, doctor: { id: string, name: string, department: string | null } } };

export type PatientCareTeamRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type PatientCareTeamRequestsQuery = { myCareTeamRequests: { incoming: Array<{ id: string, direction: string, status: string, createdAt: unknown, doctor: { id: string, name: string, department: string | null } }>, outgoing: Array<{ id: string, direction: string, status: string, createdAt: unknown, doctor: { id: string, name: string, department: string | null } }> } };

export type PatientRequestFieldsFragment = { id: string, direction: string, status: string, createdAt: unknown, doctor: { id: string, name: string, department: string | null } };

export type PatientRequestUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PatientRequestUpdatedSubscription = { careTeamRequestUpdated: { id: string, direction: string, status: string, createdAt: unknown, doctor: { id: string, name: string, department: string | null } } };

export type CaredPersonsQueryVariables = Exact<{ [key: string]: never; }>;


export type CaredPersonsQuery = { caredPersons: Array<{ patientId: string, name: string, relationship: CarerRelationship, grants: Array<CarerGrant> }> };

export type CarerAccessChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CarerAccessChangedSubscription = { carerAccessChanged: boolean };

export type CarerInviteQueryVariables = Exact<{
  token: string;
}>;


export type CarerInviteQuery = { carerInvite: { patientName: string, relationship: CarerRelationship, grants: Array<CarerGrant>, expiresAt: unknown } };

export type AcceptCarerInviteMutationVariables = Exact<{
  token: string;
}>;


export type AcceptCarerInviteMutation = { acceptCarerInvite: { patientId: string, name: string, relationship: CarerRelationship, grants: Array<CarerGrant> } };

export type CarerAccessFieldsFragment = { id: string, carerName: string, relationship: CarerRelationship, grants: Array<CarerGrant>, since: unknown };

export type MyCarersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCarersQuery = { myCarers: Array<{ id: string, carerName: string, relationship: CarerRelationship, grants: Array<CarerGrant>, since: unknown }> };

export type InviteCarerMutationVariables = Exact<{
  input: InviteCarerInput;
}>;


export type InviteCarerMutation = { inviteCarer: { token: string, path: string, expiresAt: unknown, emailedTo: string | null } };

export type SetCarerGrantsMutationVariables = Exact<{
  id: string | number;
  grants: Array<CarerGrant> | CarerGrant;
}>;


export type SetCarerGrantsMutation = { setCarerGrants: { id: string, carerName: string, relationship: CarerRelationship, grants: Array<CarerGrant>, since: unknown } };

export type RevokeCarerMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeCarerMutation = { revokeCarer: boolean };

export type PatientCarersQueryVariables = Exact<{
  patientId: string | number;
}>;


export type PatientCarersQuery = { patientCarers: Array<{ id: string, carerName: string, relationship: CarerRelationship, grants: Array<CarerGrant>, since: unknown }> };

export type DashboardTriageQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardTriageQuery = { triageLatest: { id: string, alertLevel: AlertLevel, alertRationale: string, recommendedTimeline: string, confidenceLevel: string, keySymptoms: Array<string>, final: boolean, createdAt: unknown, reportedBy: { name: string, relationship: CarerRelationship } | null, diagnosisPredictions: Array<{ code: string, suspectedDiagnosis: string, probability: string, urgency: number, reasoning: string }> } | null, triageHistory: Array<{ id: string, alertLevel: AlertLevel, createdAt: unknown, reportedBy: { name: string, relationship: CarerRelationship } | null }> };

export type HealthMonthQueryVariables = Exact<{
  month: string;
}>;


export type HealthMonthQuery = { symptomCalendar: Array<{ day: string, severity: string }>, healthPeriod: { from: string, to: string, wellness: number | null, previousWellness: number | null, checkInDays: number, trends: Array<{ measure: string, current: number | null, previous: number | null, direction: string, notEnoughData: boolean }>, symptoms: Array<{ key: string, name: string, days: number, highestGrade: number | null, latestGrade: number | null, redLevel: boolean }>, series: Array<{ day: string, score: number | null, mood: number | null, energy: number | null, sleep: number | null, pain: number | null, hoursSlept: number | null }>, events: Array<{ kind: string, at: unknown, level: AlertLevel | null, title: string | null }> } };

export type HealthPeriodFieldsFragment = { from: string, to: string, wellness: number | null, previousWellness: number | null, checkInDays: number, trends: Array<{ measure: string, current: number | null, previous: number | null, direction: string, notEnoughData: boolean }>, symptoms: Array<{ key: string, name: string, days: number, highestGrade: number | null, latestGrade: number | null, redLevel: boolean }>, series: Array<{ day: string, score: number | null, mood: number | null, energy: number | null, sleep: number | null, pain: number | null, hoursSlept: number | null }>, events: Array<{ kind: string, at: unknown, level: AlertLevel | null, title: string | null }> };

export type HealthPeriodQueryVariables = Exact<{
  period: string;
}>;


export type HealthPeriodQuery = { healthPeriod: { from: string, to: string, wellness: number | null, previousWellness: number | null, checkInDays: number, trends: Array<{ measure: string, current: number | null, previous: number | null, direction: string, notEnoughData: boolean }>, symptoms: Array<{ key: string, name: string, days: number, highestGrade: number | null, latestGrade: number | null, redLevel: boolean }>, series: Array<{ day: string, score: number | null, mood: number | null, energy: number | null, sleep: number | null, pain: number | null, hoursSlept: number | null }>, events: Array<{ kind: string, at: unknown, level: AlertLevel | null, title: string | null }> }, weeklySummary: { weekStart: string, weekEnd: string, wellness: number | null, previousWellness: number | null, engagement: number, engagementChange: number, moodByWeekday: Array<number>, moodTrend: string, bestDay: { day: string, score: number } | null, challengingDay: { day: string, score: number } | null } };

export type InsightsQueryVariables = Exact<{ [key: string]: never; }>;


export type InsightsQuery = { insights: Array<{ icon: string, title: string, description: string, insightType: string, values: string }> };

export type AcknowledgeAlertMutationVariables = Exact<{
  id: string | number;
  raisedAt?: unknown;
}>;


export type AcknowledgeAlertMutation = { acknowledgeAlert: { id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, reportedBy: { name: string, relationship: CarerRelationship } | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, name: string, username: string } } };

export type FollowUpAlertsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FollowUpAlertsSubscription = { followUpAlerts: { id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, reportedBy: { name: string, relationship: CarerRelationship } | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, name: string, username: string } } };

export type FollowUpFieldsFragment = { id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, reportedBy: { name: string, relationship: CarerRelationship } | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, name: string, username: string } };

export type FollowUpsQueryVariables = Exact<{
  filter?: FollowUpFilter | null | undefined;
}>;


export type FollowUpsQuery = { followUps: Array<{ id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, reportedBy: { name: string, relationship: CarerRelationship } | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, name: string, username: string } }> };

export type OverrideAlertLevelMutationVariables = Exact<{
  id: string | number;
  level: AlertLevel;
  reason: string;
  raisedAt?: unknown;
}>;


export type OverrideAlertLevelMutation = { overrideAlertLevel: { id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, reportedBy: { name: string, relationship: CarerRelationship } | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, name: string, username: string } } };

export type ResolveAlertMutationVariables = Exact<{
  id: string | number;
  raisedAt?: unknown;
}>;


export type ResolveAlertMutation = { resolveAlert: { id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, reportedBy: { name: string, relationship: CarerRelationship } | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, name: string, username: string } } };

export type CreateConnectLinkMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateConnectLinkMutation = { createInviteLink: { url: string, expiresAt: unknown } };

export type DoctorAnswerRequestMutationVariables = Exact<{
  id: string | number;
  accept: boolean;
}>;


export type DoctorAnswerRequestMutation = { answerCareTeamRequest: { id: string, direction: string, status: string, createdAt: unknown, patient: { id: string, name: string } } };

export type DoctorRequestUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DoctorRequestUpdatedSubscription = { careTeamRequestUpdated: { id: string, direction: string, status: string, createdAt: unknown, patient: { id: string, name: string } } };

export type DoctorCareTeamRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type DoctorCareTeamRequestsQuery = { myCareTeamRequests: { incoming: Array<{ id: string, direction: string, status: string, createdAt: unknown, patient: { id: string, name: string } }>, outgoing: Array<{ id: string, direction: string, status: string, createdAt: unknown, patient: { id: string, name: string } }> } };

export type DoctorRequestFieldsFragment = { id: string, direction: string, status: string, createdAt: unknown, patient: { id: string, name: string } };

export type RequestPatientFromInviteMutationVariables = Exact<{
  token: string;
}>;


export type RequestPatientFromInviteMutation = { requestPatientFromInvite: { id: string, direction: string, status: string, createdAt: unknown, patient: { id: string, name: string } } };

export type DoctorHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type DoctorHomeQuery = { doctorHome: { doctor: { id: string, name: string, department: string | null }, cards: { totalPatients: { count: number, changeIsNew: boolean, lastWeek: number, changePercent: number | null }, criticalAlerts: { count: number, changeIsNew: boolean, lastWeek: number, changePercent: number | null }, pendingReports: { count: number, changeIsNew: boolean, lastWeek: number, changePercent: number | null }, pendingRequests: { count: number, changeIsNew: boolean, lastWeek: number, changePercent: number | null } }, activity: Array<{ id: string, kind: string, at: unknown, alertTitle: string | null, medicationCatalogKey: string | null, medicationName: string | null, prescriptionChange: string | null, patient: { id: string, name: string } }> } };

export type OverviewCardFieldsFragment = { count: number, changeIsNew: boolean, lastWeek: number, changePercent: number | null };

export type SendPatientMessageMutationVariables = Exact<{
  patientId: string | number;
  input: PatientMessageInput;
}>;


export type SendPatientMessageMutation = { sendPatientMessage: { id: string, title: string } };

export type MarkPatientReportsOpenedMutationVariables = Exact<{
  patientId: string | number;
}>;


export type MarkPatientReportsOpenedMutation = { markPatientReportsOpened: number };

export type PatientAlertsQueryVariables = Exact<{
  filter?: FollowUpFilter | null | undefined;
}>;


export type PatientAlertsQuery = { followUps: Array<{ id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, reportedBy: { name: string, relationship: CarerRelationship } | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, name: string, username: string } }> };

export type PatientCardQueryVariables = Exact<{
  id: string | number;
}>;


export type PatientCardQuery = { doctorPatient: { id: string, username: string, name: string | null, cancerType: string | null, stage: string | null, stageGroup: string, careStatus: string | null, lastUpdate: { kind: PatientUpdateKind, at: unknown } | null } };

export type PatientOverviewQueryVariables = Exact<{
  patientId: string | number;
}>;


export type PatientOverviewQuery = { patientOverview: { adherence: number | null, health: { kind: string, level: AlertLevel | null }, latestCheckIn: { at: unknown, level: AlertLevel, symptoms: Array<string>, reasons: Array<string> } | null, weekly: { weekStart: string, weekEnd: string, wellness: number | null, previousWellness: number | null, engagement: number, engagementChange: number, moodByWeekday: Array<number>, moodTrend: string, bestDay: { day: string, score: number } | null, challengingDay: { day: string, score: number } | null }, insights: Array<{ key: string, type: string, values: Array<{ name: string, value: number }> }> } };

export type SetPatientCareStatusMutationVariables = Exact<{
  patientId: string | number;
  status?: string | null | undefined;
}>;


export type SetPatientCareStatusMutation = { setPatientCareStatus: { id: string, username: string, name: string | null, cancerType: string | null, stage: string | null, stageGroup: string, careStatus: string | null, lastUpdate: { kind: PatientUpdateKind, at: unknown } | null } };

export type DoctorPatientsQueryVariables = Exact<{
  filter?: PatientListFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DoctorPatientsQuery = { doctorPatients: { totalCount: number, nextCursor: string | null, patients: Array<{ id: string, username: string, name: string | null, cancerType: string | null, stage: string | null, stageGroup: string, careStatus: string | null, lastUpdate: { kind: PatientUpdateKind, at: unknown } | null }> } };

export type PatientSummaryFieldsFragment = { id: string, username: string, name: string | null, cancerType: string | null, stage: string | null, stageGroup: string, careStatus: string | null, lastUpdate: { kind: PatientUpdateKind, at: unknown } | null };

export type SetPatientDiagnosisMutationVariables = Exact<{
  patientId: string | number;
  input: DiagnosisInput;
}>;


export type SetPatientDiagnosisMutation = { setPatientDiagnosis: { id: string, username: string, name: string | null, cancerType: string | null, stage: string | null, stageGroup: string, careStatus: string | null, lastUpdate: { kind: PatientUpdateKind, at: unknown } | null } };

export type AddPrescriptionMutationVariables = Exact<{
  patientId: string | number;
  input: PrescriptionInput;
}>;


export type AddPrescriptionMutation = { addPrescription: { patientId: string, unitsPerDose: number, startDate: string, startedDate: unknown, endedDate: unknown, discontinueReason: string | null, id: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, refilledDate: unknown, prescribedBy: { id: string, name: string }, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> } } };

export type CompletePrescriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type CompletePrescriptionMutation = { completePrescription: { patientId: string, unitsPerDose: number, startDate: string, startedDate: unknown, endedDate: unknown, discontinueReason: string | null, id: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, refilledDate: unknown, prescribedBy: { id: string, name: string }, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> } } };

export type DiscontinuePrescriptionMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type DiscontinuePrescriptionMutation = { discontinuePrescription: { patientId: string, unitsPerDose: number, startDate: string, startedDate: unknown, endedDate: unknown, discontinueReason: string | null, id: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, refilledDate: unknown, prescribedBy: { id: string, name: string }, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> } } };

export type PatientPrescriptionsQueryVariables = Exact<{
  patientId: string | number;
}>;


export type PatientPrescriptionsQuery = { patientPrescriptions: Array<{ patientId: string, unitsPerDose: number, startDate: string, startedDate: unknown, endedDate: unknown, discontinueReason: string | null, id: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, refilledDate: unknown, prescribedBy: { id: string, name: string }, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> } }> };

export type PrescriptionFieldsFragment = { patientId: string, unitsPerDose: number, startDate: string, startedDate: unknown, endedDate: unknown, discontinueReason: string | null, id: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, refilledDate: unknown, prescribedBy: { id: string, name: string }, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> } };

export type RefillPrescriptionsMutationVariables = Exact<{
  patientId: string | number;
  refills?: Array<RefillInput> | RefillInput | null | undefined;
}>;


export type RefillPrescriptionsMutation = { refillPrescriptions: Array<{ patientId: string, unitsPerDose: number, startDate: string, startedDate: unknown, endedDate: unknown, discontinueReason: string | null, id: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, refilledDate: unknown, prescribedBy: { id: string, name: string }, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> } }> };

export type UpdatePrescriptionMutationVariables = Exact<{
  id: string | number;
  input: PrescriptionInput;
}>;


export type UpdatePrescriptionMutation = { updatePrescription: { patientId: string, unitsPerDose: number, startDate: string, startedDate: unknown, endedDate: unknown, discontinueReason: string | null, id: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, refilledDate: unknown, prescribedBy: { id: string, name: string }, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> } } };

export type DoctorSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type DoctorSettingsQuery = { me: { id: string, username: string, email: string, profile: { fullName: string | null, department: string | null, phoneNumber: string | null } | null }, mySettings: Array<{ key: string, kind: string, value: string, options: Array<string> }> };

export type ActiveCheckInQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveCheckInQuery = { activeCheckIn: { id: string, language: string, mode: string, status: ChatStatus, quickReplies: Array<string>, messages: Array<{ id: string, sender: ChatSender, text: string, createdAt: unknown }> } | null };

export type CheckInEventsSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type CheckInEventsSubscription = { checkInEvents: { type: ChatEventType, messageId: string | null, index: number | null, text: string | null, quickReplies: Array<string> } };

export type CheckInSessionFieldsFragment = { id: string, language: string, mode: string, status: ChatStatus, quickReplies: Array<string>, messages: Array<{ id: string, sender: ChatSender, text: string, createdAt: unknown }> };

export type CheckInSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckInSessionQuery = { checkInSession: { id: string, language: string, mode: string, status: ChatStatus, quickReplies: Array<string>, messages: Array<{ id: string, sender: ChatSender, text: string, createdAt: unknown }> } };

export type FinishCheckInMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type FinishCheckInMutation = { finishCheckIn: { summary: { id: string, sender: ChatSender, text: string }, assessment: { id: string, alertLevel: AlertLevel, reportedBy: { name: string, relationship: CarerRelationship } | null } } };

export type SendCheckInMessageMutationVariables = Exact<{
  sessionId: string | number;
  text: string;
}>;


export type SendCheckInMessageMutation = { sendCheckInMessage: { replyMessageId: string, userMessage: { id: string, text: string }, urgentAssessment: { id: string, alertLevel: AlertLevel } | null } };

export type SessionTriageQueryVariables = Exact<{
  sessionId: string | number;
}>;


export type SessionTriageQuery = { triageForSession: { id: string, alertLevel: AlertLevel, final: boolean } | null };

export type StartCheckInMutationVariables = Exact<{
  input: StartCheckInInput;
}>;


export type StartCheckInMutation = { startCheckIn: { id: string, language: string, mode: string, status: ChatStatus, quickReplies: Array<string>, messages: Array<{ id: string, sender: ChatSender, text: string, createdAt: unknown }> } };

export type HelpCenterQueryVariables = Exact<{ [key: string]: never; }>;


export type HelpCenterQuery = { systemStatus: { state: SystemState, checkedAt: string, components: Array<{ name: string, ok: boolean }> }, supportContact: { email: string, phone: string } };

export type SendSupportMessageMutationVariables = Exact<{
  input: SupportMessageInput;
}>;


export type SendSupportMessageMutation = { sendSupportMessage: string };

export type HomeArticlesQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeArticlesQuery = { articles: Array<{ id: number, category: string, title: string, imageUrl: string, imageAlt: string, readTimeMinutes: number }> };

export type CheckInStreakQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckInStreakQuery = { checkInStreak: { current: number, longest: number, week: Array<boolean>, checkedInToday: boolean } };

export type WellnessScoreQueryVariables = Exact<{
  period: string;
}>;


export type WellnessScoreQuery = { wellnessScore: { from: string, to: string, score: number | null } };

export type MedicationTodayFieldsFragment = { doses: Array<{ day: string, time: string, scheduledFor: unknown, status: DoseStatus, canMark: boolean, canUndo: boolean, prescription: { id: string, catalogKey: string | null, name: string, strength: string, medicationType: string, intakeTiming: string } }>, adherence: { days: number, taken: number, due: number, percent: number | null } };

export type MedicationTodayQueryVariables = Exact<{ [key: string]: never; }>;


export type MedicationTodayQuery = { medicationToday: { doses: Array<{ day: string, time: string, scheduledFor: unknown, status: DoseStatus, canMark: boolean, canUndo: boolean, prescription: { id: string, catalogKey: string | null, name: string, strength: string, medicationType: string, intakeTiming: string } }>, adherence: { days: number, taken: number, due: number, percent: number | null } } };

export type MarkDoseMutationVariables = Exact<{
  prescriptionId: string | number;
  scheduledFor: unknown;
  status: DoseMark;
}>;


export type MarkDoseMutation = { markDose: { doses: Array<{ day: string, time: string, scheduledFor: unknown, status: DoseStatus, canMark: boolean, canUndo: boolean, prescription: { id: string, catalogKey: string | null, name: string, strength: string, medicationType: string, intakeTiming: string } }>, adherence: { days: number, taken: number, due: number, percent: number | null } } };

export type UndoDoseMarkMutationVariables = Exact<{
  prescriptionId: string | number;
  scheduledFor: unknown;
}>;


export type UndoDoseMarkMutation = { undoDoseMark: { doses: Array<{ day: string, time: string, scheduledFor: unknown, status: DoseStatus, canMark: boolean, canUndo: boolean, prescription: { id: string, catalogKey: string | null, name: string, strength: string, medicationType: string, intakeTiming: string } }>, adherence: { days: number, taken: number, due: number, percent: number | null } } };

export type HomeProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeProfileQuery = { me: { id: string, username: string, profile: { fullName: string | null, assessmentStep: number } | null } };

export type ArticleCardFieldsFragment = { id: number, category: string, title: string, description: string, imageUrl: string, imageAlt: string, readTimeMinutes: number, likes: number, likedByMe: boolean };

export type ArticleCommentFieldsFragment = { id: string, text: string, createdAt: unknown, authorName: string | null, mine: boolean };

export type ArticleQueryVariables = Exact<{
  articleId: number;
}>;


export type ArticleQuery = { article: { finishedByMe: boolean, commentCount: number, id: number, category: string, title: string, description: string, imageUrl: string, imageAlt: string, readTimeMinutes: number, likes: number, likedByMe: boolean, content: Array<{ type: string, text: string | null, src: string | null, alt: string | null }>, comments: Array<{ id: string, text: string, createdAt: unknown, authorName: string | null, mine: boolean }> } | null };

export type ArticlesQueryVariables = Exact<{ [key: string]: never; }>;


export type ArticlesQuery = { articles: Array<{ id: number, category: string, title: string, description: string, imageUrl: string, imageAlt: string, readTimeMinutes: number, likes: number, likedByMe: boolean }> };

export type DeleteArticleCommentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteArticleCommentMutation = { deleteArticleComment: string };

export type FinishArticleMutationVariables = Exact<{
  articleId: number;
}>;


export type FinishArticleMutation = { finishArticle: { xpAwarded: number, totalXp: number } };

export type PostArticleCommentMutationVariables = Exact<{
  articleId: number;
  text?: string | null | undefined;
}>;


export type PostArticleCommentMutation = { postArticleComment: { id: string, text: string, createdAt: unknown, authorName: string | null, mine: boolean } };

export type SetArticleLikeMutationVariables = Exact<{
  articleId: number;
  liked: boolean;
}>;


export type SetArticleLikeMutation = { setArticleLike: { __typename: 'Article', id: number, likes: number, likedByMe: boolean } };

export type SimilarArticlesQueryVariables = Exact<{
  articleId: number;
}>;


export type SimilarArticlesQuery = { similarArticles: Array<{ id: number, category: string, title: string, description: string, imageUrl: string, imageAlt: string, readTimeMinutes: number, likes: number, likedByMe: boolean }> };

export type MyMedicationFieldsFragment = { endedDate: unknown, discontinueReason: string | null, id: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, refilledDate: unknown, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> } };

export type MyMedicationsQueryVariables = Exact<{
  patientId: string | number;
}>;


export type MyMedicationsQuery = { patientPrescriptions: Array<{ endedDate: unknown, discontinueReason: string | null, id: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, refilledDate: unknown, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> } }> };

export type MedicationDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type MedicationDetailsQuery = { prescription: { endedDate: unknown, discontinueReason: string | null, id: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, refilledDate: unknown, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> } } };

export type DismissMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type DismissMessageMutation = { dismissMessage: { id: string, type: string, title: string, description: string, createdAt: unknown, readAt: unknown, dismissedAt: unknown, from: { id: string, name: string } } };

export type MarkMessagesReadMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type MarkMessagesReadMutation = { markMessagesRead: number };

export type MyMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMessagesQuery = { myMessages: { unread: number, messages: Array<{ id: string, type: string, title: string, description: string, createdAt: unknown, readAt: unknown, dismissedAt: unknown, from: { id: string, name: string } }> } };

export type NotificationFieldsFragment = { id: string, type: string, title: string, description: string, createdAt: unknown, readAt: unknown, dismissedAt: unknown, from: { id: string, name: string } };

export type PatientMessageReceivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PatientMessageReceivedSubscription = { patientMessageReceived: { id: string, type: string, title: string, description: string, createdAt: unknown, readAt: unknown, dismissedAt: unknown, from: { id: string, name: string } } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { id: string, email: string, pendingEmail: string | null } };

export type ProfileDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileDetailsQuery = { me: { id: string, username: string, role: Role, email: string, pendingEmail: string | null, avatarUrl: string | null, profile: { fullName: string | null, phoneNumber: string | null } | null } };

export type UpdateContactDetailsMutationVariables = Exact<{
  input: ContactDetailsInput;
}>;


export type UpdateContactDetailsMutation = { updateContactDetails: { id: string, email: string, pendingEmail: string | null, profile: { fullName: string | null, phoneNumber: string | null } | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type MySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySettingsQuery = { mySettings: Array<{ key: string, kind: string, value: string, options: Array<string> }> };

export type SettingsCardQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsCardQuery = { myCareStatus: string | null, myCondition: string | null, me: { id: string, username: string, avatarUrl: string | null, profile: { fullName: string | null } | null } };

export type SessionUserQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionUserQuery = { me: { id: string, username: string, role: Role, language: string, fontSize: string, displayChosenAt: unknown, profile: { fullName: string | null } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type CreatePatientInviteMutationVariables = Exact<{ [key: string]: never; }>;


export type CreatePatientInviteMutation = { createInviteLink: { url: string, expiresAt: unknown } };

export type PrescriptionCardFieldsFragment = { id: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, refilledDate: unknown, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> } };

export type SetDisplayPreferencesMutationVariables = Exact<{
  language?: string | null | undefined;
  fontSize?: string | null | undefined;
}>;


export type SetDisplayPreferencesMutation = { setDisplayPreferences: { id: string, language: string, fontSize: string } };

export type RecordAccessQueryVariables = Exact<{
  patientId?: string | number | null | undefined;
}>;


export type RecordAccessQuery = { recordAccess: Array<{ id: string, at: unknown, actorName: string | null, actorRole: string | null, apiKeyName: string | null, channel: string, change: boolean, allowed: boolean }> };

export type ShareReportMutationVariables = Exact<{
  period: ReportPeriodInput;
}>;


export type ShareReportMutation = { shareReport: { id: string, periodFrom: string, periodTo: string, sharedAt: unknown, doctorOpenedAt: unknown } };

export type SharedReportsQueryVariables = Exact<{
  patientId?: string | number | null | undefined;
}>;


export type SharedReportsQuery = { sharedReports: Array<{ id: string, periodFrom: string, periodTo: string, sharedAt: unknown, doctorOpenedAt: unknown }> };

export type UpdateSettingMutationVariables = Exact<{
  key: string;
  enabled?: boolean | null | undefined;
  choice?: string | null | undefined;
}>;


export type UpdateSettingMutation = { updateSetting: { key: string, kind: string, value: string, options: Array<string> } };

export const BadgeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BadgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Badge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]} as unknown as DocumentNode<BadgeFieldsFragment, unknown>;
export const AppointmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByDoctor"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AppointmentFieldsFragment, unknown>;
export const AssessmentAnswersFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentAnswers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"heightValue"}},{"kind":"Field","name":{"kind":"Name","value":"heightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"weightValue"}},{"kind":"Field","name":{"kind":"Name","value":"weightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"bloodType"}},{"kind":"Field","name":{"kind":"Name","value":"fitnessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"checkupFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentStep"}}]}}]} as unknown as DocumentNode<AssessmentAnswersFragment, unknown>;
export const PatientRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CareTeamRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}}]}}]} as unknown as DocumentNode<PatientRequestFieldsFragment, unknown>;
export const CarerAccessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CarerAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarerAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"carerName"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]} as unknown as DocumentNode<CarerAccessFieldsFragment, unknown>;
export const HealthPeriodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HealthPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"wellness"}},{"kind":"Field","name":{"kind":"Name","value":"previousWellness"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDays"}},{"kind":"Field","name":{"kind":"Name","value":"trends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measure"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"notEnoughData"}}]}},{"kind":"Field","name":{"kind":"Name","value":"symptoms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"highestGrade"}},{"kind":"Field","name":{"kind":"Name","value":"latestGrade"}},{"kind":"Field","name":{"kind":"Name","value":"redLevel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"mood"}},{"kind":"Field","name":{"kind":"Name","value":"energy"}},{"kind":"Field","name":{"kind":"Name","value":"sleep"}},{"kind":"Field","name":{"kind":"Name","value":"pain"}},{"kind":"Field","name":{"kind":"Name","value":"hoursSlept"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<HealthPeriodFieldsFragment, unknown>;
export const FollowUpFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"reportedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<FollowUpFieldsFragment, unknown>;
export const DoctorRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DoctorRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CareTeamRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DoctorRequestFieldsFragment, unknown>;
export const OverviewCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverviewCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OverviewCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"changeIsNew"}},{"kind":"Field","name":{"kind":"Name","value":"lastWeek"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}}]}}]} as unknown as DocumentNode<OverviewCardFieldsFragment, unknown>;
export const PatientSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancerType"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"careStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<PatientSummaryFieldsFragment, unknown>;
export const PrescriptionCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}}]}}]} as unknown as DocumentNode<PrescriptionCardFieldsFragment, unknown>;
export const PrescriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}}]}}]} as unknown as DocumentNode<PrescriptionFieldsFragment, unknown>;
export const CheckInSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckInSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quickReplies"}}]}}]} as unknown as DocumentNode<CheckInSessionFieldsFragment, unknown>;
export const MedicationTodayFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MedicationTodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MedicationToday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prescription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}}]}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canMark"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adherence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"taken"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<MedicationTodayFieldsFragment, unknown>;
export const ArticleCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"readTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}}]}}]} as unknown as DocumentNode<ArticleCardFieldsFragment, unknown>;
export const ArticleCommentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]} as unknown as DocumentNode<ArticleCommentFieldsFragment, unknown>;
export const MyMedicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyMedicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}}]}}]} as unknown as DocumentNode<MyMedicationFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"dismissedAt"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const AchievementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Achievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"achievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"totalXp"}},{"kind":"Field","name":{"kind":"Name","value":"nextAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextName"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BadgeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BadgeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"badgeId"}},{"kind":"Field","name":{"kind":"Name","value":"rankName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BadgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Badge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]} as unknown as DocumentNode<AchievementsQuery, AchievementsQueryVariables>;
export const BadgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Badge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badgeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badgeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BadgeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BadgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Badge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]} as unknown as DocumentNode<BadgeQuery, BadgeQueryVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const AppointmentChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AppointmentChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointmentChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByDoctor"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AppointmentChangedSubscription, AppointmentChangedSubscriptionVariables>;
export const AppointmentScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppointmentSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rescheduling"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointmentSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"doctorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rescheduling"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rescheduling"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]}}]} as unknown as DocumentNode<AppointmentScheduleQuery, AppointmentScheduleQueryVariables>;
export const AppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Appointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appointmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appointmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByDoctor"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AppointmentQuery, AppointmentQueryVariables>;
export const AppointmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Appointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByDoctor"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AppointmentsQuery, AppointmentsQueryVariables>;
export const BookAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppointmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByDoctor"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BookAppointmentMutation, BookAppointmentMutationVariables>;
export const CancelAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByDoctor"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CancelAppointmentMutation, CancelAppointmentMutationVariables>;
export const CareTeamDoctorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CareTeamDoctors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"careTeamDoctors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]} as unknown as DocumentNode<CareTeamDoctorsQuery, CareTeamDoctorsQueryVariables>;
export const MyUnavailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyUnavailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myUnavailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"times"}}]}}]}}]} as unknown as DocumentNode<MyUnavailabilityQuery, MyUnavailabilityQueryVariables>;
export const RescheduleAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RescheduleAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppointmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByDoctor"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RescheduleAppointmentMutation, RescheduleAppointmentMutationVariables>;
export const SetUnavailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUnavailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnavailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUnavailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"times"}}]}}]}}]} as unknown as DocumentNode<SetUnavailabilityMutation, SetUnavailabilityMutationVariables>;
export const AssessmentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssessmentProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentAnswers"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentAnswers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"heightValue"}},{"kind":"Field","name":{"kind":"Name","value":"heightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"weightValue"}},{"kind":"Field","name":{"kind":"Name","value":"weightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"bloodType"}},{"kind":"Field","name":{"kind":"Name","value":"fitnessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"checkupFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentStep"}}]}}]} as unknown as DocumentNode<AssessmentProfileQuery, AssessmentProfileQueryVariables>;
export const SaveAssessmentStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAssessmentStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentAnswers"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentAnswers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"heightValue"}},{"kind":"Field","name":{"kind":"Name","value":"heightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"weightValue"}},{"kind":"Field","name":{"kind":"Name","value":"weightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"bloodType"}},{"kind":"Field","name":{"kind":"Name","value":"fitnessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"checkupFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentStep"}}]}}]} as unknown as DocumentNode<SaveAssessmentStepMutation, SaveAssessmentStepMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResendRegistrationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendRegistrationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResendCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendRegistrationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResendRegistrationCodeMutation, ResendRegistrationCodeMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}},{"kind":"Field","name":{"kind":"Name","value":"displayChosenAt"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentStep"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const VerifyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<VerifyRegistrationMutation, VerifyRegistrationMutationVariables>;
export const PatientAnswerRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatientAnswerRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerCareTeamRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CareTeamRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}}]}}]} as unknown as DocumentNode<PatientAnswerRequestMutation, PatientAnswerRequestMutationVariables>;
export const CareTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CareTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"careTeamDoctors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"centre"}},{"kind":"Field","name":{"kind":"Name","value":"onCareTeamSince"}}]}}]}}]} as unknown as DocumentNode<CareTeamQuery, CareTeamQueryVariables>;
export const ConnectLinkDoctorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectLinkDoctor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectLinkDoctor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}}]}}]} as unknown as DocumentNode<ConnectLinkDoctorQuery, ConnectLinkDoctorQueryVariables>;
export const RequestDoctorFromLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDoctorFromLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDoctorFromLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CareTeamRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}}]}}]} as unknown as DocumentNode<RequestDoctorFromLinkMutation, RequestDoctorFromLinkMutationVariables>;
export const PatientCareTeamRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientCareTeamRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCareTeamRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incoming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outgoing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CareTeamRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}}]}}]} as unknown as DocumentNode<PatientCareTeamRequestsQuery, PatientCareTeamRequestsQueryVariables>;
export const PatientRequestUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PatientRequestUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"careTeamRequestUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CareTeamRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}}]}}]} as unknown as DocumentNode<PatientRequestUpdatedSubscription, PatientRequestUpdatedSubscriptionVariables>;
export const CaredPersonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaredPersons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caredPersons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}}]}}]}}]} as unknown as DocumentNode<CaredPersonsQuery, CaredPersonsQueryVariables>;
export const CarerAccessChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CarerAccessChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carerAccessChanged"}}]}}]} as unknown as DocumentNode<CarerAccessChangedSubscription, CarerAccessChangedSubscriptionVariables>;
export const CarerInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CarerInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carerInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CarerInviteQuery, CarerInviteQueryVariables>;
export const AcceptCarerInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptCarerInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptCarerInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}}]}}]}}]} as unknown as DocumentNode<AcceptCarerInviteMutation, AcceptCarerInviteMutationVariables>;
export const MyCarersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCarers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCarers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CarerAccessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CarerAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarerAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"carerName"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]} as unknown as DocumentNode<MyCarersQuery, MyCarersQueryVariables>;
export const InviteCarerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteCarer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteCarerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteCarer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailedTo"}}]}}]}}]} as unknown as DocumentNode<InviteCarerMutation, InviteCarerMutationVariables>;
export const SetCarerGrantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCarerGrants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"grants"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CarerGrant"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCarerGrants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"grants"},"value":{"kind":"Variable","name":{"kind":"Name","value":"grants"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CarerAccessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CarerAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarerAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"carerName"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]} as unknown as DocumentNode<SetCarerGrantsMutation, SetCarerGrantsMutationVariables>;
export const RevokeCarerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCarer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCarer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeCarerMutation, RevokeCarerMutationVariables>;
export const PatientCarersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientCarers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patientCarers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CarerAccessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CarerAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarerAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"carerName"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]} as unknown as DocumentNode<PatientCarersQuery, PatientCarersQueryVariables>;
export const DashboardTriageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardTriage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triageLatest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alertLevel"}},{"kind":"Field","name":{"kind":"Name","value":"alertRationale"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"confidenceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"keySymptoms"}},{"kind":"Field","name":{"kind":"Name","value":"final"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reportedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"diagnosisPredictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"suspectedDiagnosis"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"triageHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"7"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alertLevel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reportedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardTriageQuery, DashboardTriageQueryVariables>;
export const HealthMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HealthMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symptomCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"healthPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthPeriodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HealthPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"wellness"}},{"kind":"Field","name":{"kind":"Name","value":"previousWellness"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDays"}},{"kind":"Field","name":{"kind":"Name","value":"trends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measure"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"notEnoughData"}}]}},{"kind":"Field","name":{"kind":"Name","value":"symptoms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"highestGrade"}},{"kind":"Field","name":{"kind":"Name","value":"latestGrade"}},{"kind":"Field","name":{"kind":"Name","value":"redLevel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"mood"}},{"kind":"Field","name":{"kind":"Name","value":"energy"}},{"kind":"Field","name":{"kind":"Name","value":"sleep"}},{"kind":"Field","name":{"kind":"Name","value":"pain"}},{"kind":"Field","name":{"kind":"Name","value":"hoursSlept"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<HealthMonthQuery, HealthMonthQueryVariables>;
export const HealthPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HealthPeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthPeriodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weeklySummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"weekEnd"}},{"kind":"Field","name":{"kind":"Name","value":"wellness"}},{"kind":"Field","name":{"kind":"Name","value":"previousWellness"}},{"kind":"Field","name":{"kind":"Name","value":"engagement"}},{"kind":"Field","name":{"kind":"Name","value":"engagementChange"}},{"kind":"Field","name":{"kind":"Name","value":"moodByWeekday"}},{"kind":"Field","name":{"kind":"Name","value":"moodTrend"}},{"kind":"Field","name":{"kind":"Name","value":"bestDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challengingDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HealthPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"wellness"}},{"kind":"Field","name":{"kind":"Name","value":"previousWellness"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDays"}},{"kind":"Field","name":{"kind":"Name","value":"trends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measure"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"notEnoughData"}}]}},{"kind":"Field","name":{"kind":"Name","value":"symptoms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"highestGrade"}},{"kind":"Field","name":{"kind":"Name","value":"latestGrade"}},{"kind":"Field","name":{"kind":"Name","value":"redLevel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"mood"}},{"kind":"Field","name":{"kind":"Name","value":"energy"}},{"kind":"Field","name":{"kind":"Name","value":"sleep"}},{"kind":"Field","name":{"kind":"Name","value":"pain"}},{"kind":"Field","name":{"kind":"Name","value":"hoursSlept"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<HealthPeriodQuery, HealthPeriodQueryVariables>;
export const InsightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Insights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"insightType"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<InsightsQuery, InsightsQueryVariables>;
export const AcknowledgeAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcknowledgeAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"raisedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledgeAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"raisedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"raisedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"reportedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<AcknowledgeAlertMutation, AcknowledgeAlertMutationVariables>;
export const FollowUpAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FollowUpAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUpAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"reportedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<FollowUpAlertsSubscription, FollowUpAlertsSubscriptionVariables>;
export const FollowUpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowUps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FollowUpFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"reportedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<FollowUpsQuery, FollowUpsQueryVariables>;
export const OverrideAlertLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OverrideAlertLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertLevel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"raisedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overrideAlertLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"raisedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"raisedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"reportedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<OverrideAlertLevelMutation, OverrideAlertLevelMutationVariables>;
export const ResolveAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"raisedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"raisedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"raisedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"reportedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ResolveAlertMutation, ResolveAlertMutationVariables>;
export const CreateConnectLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateConnectLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInviteLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CreateConnectLinkMutation, CreateConnectLinkMutationVariables>;
export const DoctorAnswerRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DoctorAnswerRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerCareTeamRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DoctorRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DoctorRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CareTeamRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DoctorAnswerRequestMutation, DoctorAnswerRequestMutationVariables>;
export const DoctorRequestUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DoctorRequestUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"careTeamRequestUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DoctorRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DoctorRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CareTeamRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DoctorRequestUpdatedSubscription, DoctorRequestUpdatedSubscriptionVariables>;
export const DoctorCareTeamRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DoctorCareTeamRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCareTeamRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incoming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DoctorRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outgoing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DoctorRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DoctorRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CareTeamRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DoctorCareTeamRequestsQuery, DoctorCareTeamRequestsQueryVariables>;
export const RequestPatientFromInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPatientFromInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPatientFromInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DoctorRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DoctorRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CareTeamRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RequestPatientFromInviteMutation, RequestPatientFromInviteMutationVariables>;
export const DoctorHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DoctorHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doctorHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPatients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverviewCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"criticalAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverviewCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverviewCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverviewCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alertTitle"}},{"kind":"Field","name":{"kind":"Name","value":"medicationCatalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"medicationName"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionChange"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverviewCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OverviewCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"changeIsNew"}},{"kind":"Field","name":{"kind":"Name","value":"lastWeek"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}}]}}]} as unknown as DocumentNode<DoctorHomeQuery, DoctorHomeQueryVariables>;
export const SendPatientMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPatientMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PatientMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPatientMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<SendPatientMessageMutation, SendPatientMessageMutationVariables>;
export const MarkPatientReportsOpenedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPatientReportsOpened"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPatientReportsOpened"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}}]}]}}]} as unknown as DocumentNode<MarkPatientReportsOpenedMutation, MarkPatientReportsOpenedMutationVariables>;
export const PatientAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientAlerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FollowUpFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"reportedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<PatientAlertsQuery, PatientAlertsQueryVariables>;
export const PatientCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doctorPatient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancerType"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"careStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<PatientCardQuery, PatientCardQueryVariables>;
export const PatientOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patientOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestCheckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"symptoms"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adherence"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"weekEnd"}},{"kind":"Field","name":{"kind":"Name","value":"wellness"}},{"kind":"Field","name":{"kind":"Name","value":"previousWellness"}},{"kind":"Field","name":{"kind":"Name","value":"engagement"}},{"kind":"Field","name":{"kind":"Name","value":"engagementChange"}},{"kind":"Field","name":{"kind":"Name","value":"moodByWeekday"}},{"kind":"Field","name":{"kind":"Name","value":"moodTrend"}},{"kind":"Field","name":{"kind":"Name","value":"bestDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challengingDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"insights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PatientOverviewQuery, PatientOverviewQueryVariables>;
export const SetPatientCareStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPatientCareStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPatientCareStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancerType"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"careStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<SetPatientCareStatusMutation, SetPatientCareStatusMutationVariables>;
export const DoctorPatientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DoctorPatients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PatientListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doctorPatients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"patients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientSummaryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancerType"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"careStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<DoctorPatientsQuery, DoctorPatientsQueryVariables>;
export const SetPatientDiagnosisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPatientDiagnosis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DiagnosisInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPatientDiagnosis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancerType"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"careStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<SetPatientDiagnosisMutation, SetPatientDiagnosisMutationVariables>;
export const AddPrescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPrescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrescriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPrescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddPrescriptionMutation, AddPrescriptionMutationVariables>;
export const CompletePrescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompletePrescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePrescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompletePrescriptionMutation, CompletePrescriptionMutationVariables>;
export const DiscontinuePrescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiscontinuePrescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discontinuePrescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DiscontinuePrescriptionMutation, DiscontinuePrescriptionMutationVariables>;
export const PatientPrescriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientPrescriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patientPrescriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PatientPrescriptionsQuery, PatientPrescriptionsQueryVariables>;
export const RefillPrescriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefillPrescriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refills"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefillInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refillPrescriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"refills"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refills"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RefillPrescriptionsMutation, RefillPrescriptionsMutationVariables>;
export const UpdatePrescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePrescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrescriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePrescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdatePrescriptionMutation, UpdatePrescriptionMutationVariables>;
export const DoctorSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DoctorSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<DoctorSettingsQuery, DoctorSettingsQueryVariables>;
export const ActiveCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveCheckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCheckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckInSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckInSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quickReplies"}}]}}]} as unknown as DocumentNode<ActiveCheckInQuery, ActiveCheckInQueryVariables>;
export const CheckInEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CheckInEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"quickReplies"}}]}}]}}]} as unknown as DocumentNode<CheckInEventsSubscription, CheckInEventsSubscriptionVariables>;
export const CheckInSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckInSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckInSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quickReplies"}}]}}]} as unknown as DocumentNode<CheckInSessionQuery, CheckInSessionQueryVariables>;
export const FinishCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishCheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishCheckIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alertLevel"}},{"kind":"Field","name":{"kind":"Name","value":"reportedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FinishCheckInMutation, FinishCheckInMutationVariables>;
export const SendCheckInMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCheckInMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendCheckInMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"urgentAssessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alertLevel"}}]}}]}}]}}]} as unknown as DocumentNode<SendCheckInMessageMutation, SendCheckInMessageMutationVariables>;
export const SessionTriageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionTriage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triageForSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alertLevel"}},{"kind":"Field","name":{"kind":"Name","value":"final"}}]}}]}}]} as unknown as DocumentNode<SessionTriageQuery, SessionTriageQueryVariables>;
export const StartCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartCheckInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCheckIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckInSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckInSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quickReplies"}}]}}]} as unknown as DocumentNode<StartCheckInMutation, StartCheckInMutationVariables>;
export const HelpCenterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpCenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<HelpCenterQuery, HelpCenterQueryVariables>;
export const SendSupportMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSupportMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSupportMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendSupportMessageMutation, SendSupportMessageMutationVariables>;
export const HomeArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"readTimeMinutes"}}]}}]}}]} as unknown as DocumentNode<HomeArticlesQuery, HomeArticlesQueryVariables>;
export const CheckInStreakDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInStreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInStreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"longest"}},{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInToday"}}]}}]}}]} as unknown as DocumentNode<CheckInStreakQuery, CheckInStreakQueryVariables>;
export const WellnessScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WellnessScore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wellnessScore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<WellnessScoreQuery, WellnessScoreQueryVariables>;
export const MedicationTodayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MedicationToday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medicationToday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MedicationTodayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MedicationTodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MedicationToday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prescription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}}]}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canMark"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adherence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"taken"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<MedicationTodayQuery, MedicationTodayQueryVariables>;
export const MarkDoseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkDose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prescriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scheduledFor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DoseMark"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markDose"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"prescriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prescriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"scheduledFor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scheduledFor"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MedicationTodayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MedicationTodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MedicationToday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prescription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}}]}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canMark"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adherence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"taken"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<MarkDoseMutation, MarkDoseMutationVariables>;
export const UndoDoseMarkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoDoseMark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prescriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scheduledFor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoDoseMark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"prescriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prescriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"scheduledFor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scheduledFor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MedicationTodayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MedicationTodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MedicationToday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prescription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}}]}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canMark"}},{"kind":"Field","name":{"kind":"Name","value":"canUndo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adherence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"taken"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<UndoDoseMarkMutation, UndoDoseMarkMutationVariables>;
export const HomeProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentStep"}}]}}]}}]}}]} as unknown as DocumentNode<HomeProfileQuery, HomeProfileQueryVariables>;
export const ArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Article"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"finishedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCommentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"readTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]} as unknown as DocumentNode<ArticleQuery, ArticleQueryVariables>;
export const ArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"readTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}}]}}]} as unknown as DocumentNode<ArticlesQuery, ArticlesQueryVariables>;
export const DeleteArticleCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteArticleComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteArticleComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteArticleCommentMutation, DeleteArticleCommentMutationVariables>;
export const FinishArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"xpAwarded"}},{"kind":"Field","name":{"kind":"Name","value":"totalXp"}}]}}]}}]} as unknown as DocumentNode<FinishArticleMutation, FinishArticleMutationVariables>;
export const PostArticleCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostArticleComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postArticleComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCommentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]} as unknown as DocumentNode<PostArticleCommentMutation, PostArticleCommentMutationVariables>;
export const SetArticleLikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetArticleLike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"liked"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setArticleLike"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"liked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"liked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}}]}}]}}]} as unknown as DocumentNode<SetArticleLikeMutation, SetArticleLikeMutationVariables>;
export const SimilarArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimilarArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"similarArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"readTimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}}]}}]} as unknown as DocumentNode<SimilarArticlesQuery, SimilarArticlesQueryVariables>;
export const MyMedicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMedications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patientPrescriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyMedicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyMedicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}}]}}]} as unknown as DocumentNode<MyMedicationsQuery, MyMedicationsQueryVariables>;
export const MedicationDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MedicationDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyMedicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyMedicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}}]}}]} as unknown as DocumentNode<MedicationDetailsQuery, MedicationDetailsQueryVariables>;
export const DismissMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"dismissedAt"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DismissMessageMutation, DismissMessageMutationVariables>;
export const MarkMessagesReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkMessagesRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markMessagesRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<MarkMessagesReadMutation, MarkMessagesReadMutationVariables>;
export const MyMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"dismissedAt"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MyMessagesQuery, MyMessagesQueryVariables>;
export const PatientMessageReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PatientMessageReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patientMessageReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"dismissedAt"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PatientMessageReceivedSubscription, PatientMessageReceivedSubscriptionVariables>;
export const ConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const ProfileDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileDetailsQuery, ProfileDetailsQueryVariables>;
export const UpdateContactDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContactDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContactDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateContactDetailsMutation, UpdateContactDetailsMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<MySettingsQuery, MySettingsQueryVariables>;
export const SettingsCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myCareStatus"}},{"kind":"Field","name":{"kind":"Name","value":"myCondition"}}]}}]} as unknown as DocumentNode<SettingsCardQuery, SettingsCardQueryVariables>;
export const SessionUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}},{"kind":"Field","name":{"kind":"Name","value":"displayChosenAt"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<SessionUserQuery, SessionUserQueryVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const CreatePatientInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePatientInvite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInviteLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CreatePatientInviteMutation, CreatePatientInviteMutationVariables>;
export const SetDisplayPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDisplayPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fontSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDisplayPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"fontSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fontSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}}]}}]}}]} as unknown as DocumentNode<SetDisplayPreferencesMutation, SetDisplayPreferencesMutationVariables>;
export const RecordAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyName"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}}]}}]}}]} as unknown as DocumentNode<RecordAccessQuery, RecordAccessQueryVariables>;
export const ShareReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportPeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"doctorOpenedAt"}}]}}]}}]} as unknown as DocumentNode<ShareReportMutation, ShareReportMutationVariables>;
export const SharedReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"doctorOpenedAt"}}]}}]}}]} as unknown as DocumentNode<SharedReportsQuery, SharedReportsQueryVariables>;
export const UpdateSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"choice"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}},{"kind":"Argument","name":{"kind":"Name","value":"choice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"choice"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<UpdateSettingMutation, UpdateSettingMutationVariables>;