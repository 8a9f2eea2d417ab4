/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AlertImportance =
  | 'CAUTION'
  | 'CRITICAL'
  | 'INFO'
  | 'URGENT';

export type AlertLevel =
  | 'GREEN'
  | 'ORANGE'
  | 'RED'
  | 'YELLOW';

export type AlertStatus =
  | 'ACKNOWLEDGED'
  | 'OPEN'
  | 'RESOLVED';

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

export type ChatEventType =
  | 'REPLY_CHUNK'
  | 'REPLY_DONE'
  | 'SESSION_FINISHED'
  | 'USER_MESSAGE';

export type ChatSender =
  | 'BOT'
  | 'USER';

export type ChatStatus =
  | 'ACTIVE'
  | 'FINISHED';

export type DiagnosisInput = {
  cancerType?: string | null | undefined;
  stage?: string | null | undefined;
};

export type FollowUpFilter = {
  importance?: Array<AlertImportance> | null | undefined;
  patientId?: string | number | null | undefined;
  /** patient name or description */
  search?: string | null | undefined;
  types?: Array<string> | null | undefined;
};

export type MedicationCardStatus =
  | 'archived'
  | 'expired'
  | 'near_expiry'
  | 'normal';

export type PatientListFilter = {
  cancerTypes?: Array<string> | null | undefined;
  /** part of the name, any letter case */
  search?: string | null | undefined;
  stages?: Array<string> | null | undefined;
};

export type PatientUpdateKind =
  | 'CHECK_IN'
  | 'MESSAGE'
  | 'PRESCRIPTION';

export type PrescriptionInput = {
  catalogKey?: string | null | undefined;
  dosageInstructions?: string | null | undefined;
  /** YYYY-MM-DD, after today */
  expirationDate?: string | null | undefined;
  /** with_food, empty_stomach or before_meal */
  intakeTiming?: string | null | undefined;
  /** tablet, capsule, syrup or injection */
  medicationType?: string | null | undefined;
  name?: string | null | undefined;
  /** whole number above 0, as typed */
  quantity?: string | null | undefined;
  /** Hong Kong times, HH:MM */
  scheduleTimes?: Array<string> | null | undefined;
  sideEffectsCommon?: Array<string> | null | undefined;
  sideEffectsLessCommon?: Array<string> | null | undefined;
  sideEffectsSerious?: Array<string> | null | undefined;
  /** YYYY-MM-DD */
  startDate?: string | null | undefined;
  /** e.g. 500mg or 0.5g */
  strength?: string | null | undefined;
  unitsPerDose?: number | null | undefined;
  usedFor?: string | null | undefined;
};

export type PrescriptionStatus =
  | 'ACTIVE'
  | 'COMPLETED'
  | 'DISCONTINUED';

/** Any subset of the health profile; omitted fields stay as they are. */
export type ProfileInput = {
  activities?: Array<string> | null | undefined;
  assessmentStep?: number | null | undefined;
  birthdate?: string | null | undefined;
  bloodType?: string | null | undefined;
  checkupFrequency?: string | null | undefined;
  condition?: string | null | undefined;
  fitnessLevel?: number | null | undefined;
  fullName?: string | null | undefined;
  gender?: string | null | undefined;
  heightUnit?: string | null | undefined;
  heightValue?: number | null | undefined;
  phoneNumber?: string | null | undefined;
  treatmentStatus?: string | null | undefined;
  weightUnit?: string | null | undefined;
  weightValue?: number | null | undefined;
};

export type RefillInput = {
  /** DD/MM/YYYY, after today */
  expiry?: string | null | undefined;
  prescriptionId: string | number;
  /** added to what is left */
  quantity?: string | null | undefined;
};

export type RegisterInput = {
  accessCode: string;
  confirmPassword?: string | null | undefined;
  email: string;
  password: string;
  username: string;
};

export type ResendCodeInput = {
  email: string;
  username: string;
};

export type ResetPasswordInput = {
  code: string;
  email: string;
  newPassword: string;
};

export type Role =
  | 'DOCTOR'
  | 'PATIENT';

export type SignInInput = {
  password: string;
  username: string;
};

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

export type VerifyRegistrationInput = {
  code: string;
  email: string;
  username: string;
};

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


export type SignInMutation = { signIn: { accessToken: string, user: { id: string, username: string, role: Role, profile: { fullName: string | null, assessmentStep: number } | null } } };

export type VerifyRegistrationMutationVariables = Exact<{
  input: VerifyRegistrationInput;
}>;


export type VerifyRegistrationMutation = { verifyRegistration: boolean };

export type DashboardTriageQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardTriageQuery = { triageLatest: { id: string, alertLevel: AlertLevel, alertRationale: string, recommendedTimeline: string, confidenceLevel: string, keySymptoms: Array<string>, final: boolean, createdAt: unknown, diagnosisPredictions: Array<{ code: string, suspectedDiagnosis: string, probability: string, urgency: number, reasoning: string }> } | null, triageHistory: Array<{ id: string, alertLevel: AlertLevel, createdAt: unknown }> };

export type InsightsQueryVariables = Exact<{ [key: string]: never; }>;


export type InsightsQuery = { insights: Array<{ icon: string, title: string, description: string, insightType: string, values: string }> };

export type AcknowledgeAlertMutationVariables = Exact<{
  id: string | number;
  raisedAt?: unknown;
}>;


export type AcknowledgeAlertMutation = { acknowledgeAlert: { id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, username: string, profile: { fullName: string | null } | null } } };

export type FollowUpAlertsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FollowUpAlertsSubscription = { followUpAlerts: { id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, username: string, profile: { fullName: string | null } | null } } };

export type FollowUpFieldsFragment = { id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, username: string, profile: { fullName: string | null } | null } };

export type FollowUpsQueryVariables = Exact<{
  filter?: FollowUpFilter | null | undefined;
}>;


export type FollowUpsQuery = { followUps: Array<{ id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, username: string, profile: { fullName: string | null } | null } }> };

export type OverrideAlertLevelMutationVariables = Exact<{
  id: string | number;
  level: AlertLevel;
  reason: string;
  raisedAt?: unknown;
}>;


export type OverrideAlertLevelMutation = { overrideAlertLevel: { id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, username: string, profile: { fullName: string | null } | null } } };

export type ResolveAlertMutationVariables = Exact<{
  id: string | number;
  raisedAt?: unknown;
}>;


export type ResolveAlertMutation = { resolveAlert: { id: string, importance: AlertImportance, type: string, title: string, description: string, level: AlertLevel, overrideLevel: AlertLevel | null, overrideReason: string | null, status: AlertStatus, createdAt: unknown, raisedAt: unknown, acknowledgedAt: unknown, resolvedAt: unknown, sessionId: string | null, history: Array<{ importance: AlertImportance, title: string, replacedAt: unknown }>, patient: { id: string, username: string, profile: { fullName: string | null } | null } } };

export type PatientCardQueryVariables = Exact<{
  id: string | number;
}>;


export type PatientCardQuery = { doctorPatient: { id: string, username: string, name: string | null, cancerType: string | null, stage: string | null, stageGroup: string, lastUpdate: { kind: PatientUpdateKind, at: unknown } | null } };

export type DoctorPatientsQueryVariables = Exact<{
  filter?: PatientListFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DoctorPatientsQuery = { doctorPatients: { totalCount: number, nextCursor: string | null, patients: Array<{ id: string, username: string, name: string | null, cancerType: string | null, stage: string | null, stageGroup: string, lastUpdate: { kind: PatientUpdateKind, at: unknown } | null }> } };

export type PatientSummaryFieldsFragment = { id: string, username: string, name: string | null, cancerType: string | null, stage: string | null, stageGroup: string, lastUpdate: { kind: PatientUpdateKind, at: unknown } | null };

export type SetPatientDiagnosisMutationVariables = Exact<{
  patientId: string | number;
  input: DiagnosisInput;
}>;


export type SetPatientDiagnosisMutation = { setPatientDiagnosis: { id: string, username: string, name: string | null, cancerType: string | null, stage: string | null, stageGroup: string, lastUpdate: { kind: PatientUpdateKind, at: unknown } | null } };

export type AddPrescriptionMutationVariables = Exact<{
  patientId: string | number;
  input: PrescriptionInput;
}>;


export type AddPrescriptionMutation = { addPrescription: { id: string, patientId: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, unitsPerDose: number, startDate: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, startedDate: unknown, refilledDate: unknown, endedDate: unknown, discontinueReason: string | null, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> }, prescribedBy: { id: string, name: string } } };

export type CompletePrescriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type CompletePrescriptionMutation = { completePrescription: { id: string, patientId: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, unitsPerDose: number, startDate: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, startedDate: unknown, refilledDate: unknown, endedDate: unknown, discontinueReason: string | null, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> }, prescribedBy: { id: string, name: string } } };

export type DiscontinuePrescriptionMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type DiscontinuePrescriptionMutation = { discontinuePrescription: { id: string, patientId: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, unitsPerDose: number, startDate: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, startedDate: unknown, refilledDate: unknown, endedDate: unknown, discontinueReason: string | null, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> }, prescribedBy: { id: string, name: string } } };

export type PatientPrescriptionsQueryVariables = Exact<{
  patientId: string | number;
}>;


export type PatientPrescriptionsQuery = { patientPrescriptions: Array<{ id: string, patientId: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, unitsPerDose: number, startDate: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, startedDate: unknown, refilledDate: unknown, endedDate: unknown, discontinueReason: string | null, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> }, prescribedBy: { id: string, name: string } }> };

export type PrescriptionFieldsFragment = { id: string, patientId: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, unitsPerDose: number, startDate: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, startedDate: unknown, refilledDate: unknown, endedDate: unknown, discontinueReason: string | null, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> }, prescribedBy: { id: string, name: string } };

export type RefillPrescriptionsMutationVariables = Exact<{
  patientId: string | number;
  refills?: Array<RefillInput> | RefillInput | null | undefined;
}>;


export type RefillPrescriptionsMutation = { refillPrescriptions: Array<{ id: string, patientId: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, unitsPerDose: number, startDate: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, startedDate: unknown, refilledDate: unknown, endedDate: unknown, discontinueReason: string | null, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> }, prescribedBy: { id: string, name: string } }> };

export type UpdatePrescriptionMutationVariables = Exact<{
  id: string | number;
  input: PrescriptionInput;
}>;


export type UpdatePrescriptionMutation = { updatePrescription: { id: string, patientId: string, catalogKey: string | null, name: string, strength: string, quantity: number, remainingQuantity: number, medicationType: string, expirationDate: string, dosageInstructions: string, usedFor: string, scheduleTimes: Array<string>, intakeTiming: string, unitsPerDose: number, startDate: string, status: PrescriptionStatus, cardStatus: MedicationCardStatus, startedDate: unknown, refilledDate: unknown, endedDate: unknown, discontinueReason: string | null, sideEffects: { common: Array<string>, lessCommon: Array<string>, serious: Array<string> }, prescribedBy: { id: string, name: string } } };

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


export type FinishCheckInMutation = { finishCheckIn: { summary: { id: string, sender: ChatSender, text: string }, assessment: { id: string, alertLevel: AlertLevel } } };

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

export type HomeProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeProfileQuery = { me: { id: string, username: string, profile: { fullName: string | null, assessmentStep: number } | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type SessionUserQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionUserQuery = { me: { id: string, username: string, role: Role, profile: { fullName: string | null } | null } };

export const AssessmentAnswersFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentAnswers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"heightValue"}},{"kind":"Field","name":{"kind":"Name","value":"heightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"weightValue"}},{"kind":"Field","name":{"kind":"Name","value":"weightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"bloodType"}},{"kind":"Field","name":{"kind":"Name","value":"fitnessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"checkupFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentStep"}}]}}]} as unknown as DocumentNode<AssessmentAnswersFragment, unknown>;
export const FollowUpFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<FollowUpFieldsFragment, unknown>;
export const PatientSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancerType"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<PatientSummaryFieldsFragment, unknown>;
export const PrescriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PrescriptionFieldsFragment, unknown>;
export const CheckInSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckInSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quickReplies"}}]}}]} as unknown as DocumentNode<CheckInSessionFieldsFragment, unknown>;
export const AssessmentProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssessmentProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentAnswers"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentAnswers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"heightValue"}},{"kind":"Field","name":{"kind":"Name","value":"heightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"weightValue"}},{"kind":"Field","name":{"kind":"Name","value":"weightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"bloodType"}},{"kind":"Field","name":{"kind":"Name","value":"fitnessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"checkupFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentStep"}}]}}]} as unknown as DocumentNode<AssessmentProfileQuery, AssessmentProfileQueryVariables>;
export const SaveAssessmentStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAssessmentStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentAnswers"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentAnswers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"heightValue"}},{"kind":"Field","name":{"kind":"Name","value":"heightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"weightValue"}},{"kind":"Field","name":{"kind":"Name","value":"weightUnit"}},{"kind":"Field","name":{"kind":"Name","value":"bloodType"}},{"kind":"Field","name":{"kind":"Name","value":"fitnessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"checkupFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentStep"}}]}}]} as unknown as DocumentNode<SaveAssessmentStepMutation, SaveAssessmentStepMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResendRegistrationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendRegistrationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResendCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendRegistrationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResendRegistrationCodeMutation, ResendRegistrationCodeMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentStep"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const VerifyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<VerifyRegistrationMutation, VerifyRegistrationMutationVariables>;
export const DashboardTriageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardTriage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triageLatest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alertLevel"}},{"kind":"Field","name":{"kind":"Name","value":"alertRationale"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"confidenceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"keySymptoms"}},{"kind":"Field","name":{"kind":"Name","value":"final"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"diagnosisPredictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"suspectedDiagnosis"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"triageHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"7"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alertLevel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<DashboardTriageQuery, DashboardTriageQueryVariables>;
export const InsightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Insights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"insightType"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<InsightsQuery, InsightsQueryVariables>;
export const AcknowledgeAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcknowledgeAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"raisedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledgeAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"raisedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"raisedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<AcknowledgeAlertMutation, AcknowledgeAlertMutationVariables>;
export const FollowUpAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FollowUpAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUpAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<FollowUpAlertsSubscription, FollowUpAlertsSubscriptionVariables>;
export const FollowUpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowUps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FollowUpFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<FollowUpsQuery, FollowUpsQueryVariables>;
export const OverrideAlertLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OverrideAlertLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertLevel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"raisedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overrideAlertLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"raisedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"raisedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<OverrideAlertLevelMutation, OverrideAlertLevelMutationVariables>;
export const ResolveAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"raisedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"raisedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"raisedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"overrideLevel"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveAlertMutation, ResolveAlertMutationVariables>;
export const PatientCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doctorPatient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancerType"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<PatientCardQuery, PatientCardQueryVariables>;
export const DoctorPatientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DoctorPatients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PatientListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doctorPatients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"patients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientSummaryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancerType"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<DoctorPatientsQuery, DoctorPatientsQueryVariables>;
export const SetPatientDiagnosisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPatientDiagnosis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DiagnosisInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPatientDiagnosis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancerType"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<SetPatientDiagnosisMutation, SetPatientDiagnosisMutationVariables>;
export const AddPrescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPrescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrescriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPrescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddPrescriptionMutation, AddPrescriptionMutationVariables>;
export const CompletePrescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompletePrescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePrescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompletePrescriptionMutation, CompletePrescriptionMutationVariables>;
export const DiscontinuePrescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiscontinuePrescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discontinuePrescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DiscontinuePrescriptionMutation, DiscontinuePrescriptionMutationVariables>;
export const PatientPrescriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientPrescriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patientPrescriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PatientPrescriptionsQuery, PatientPrescriptionsQueryVariables>;
export const RefillPrescriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefillPrescriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refills"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefillInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refillPrescriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"refills"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refills"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RefillPrescriptionsMutation, RefillPrescriptionsMutationVariables>;
export const UpdatePrescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePrescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrescriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePrescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"catalogKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"medicationType"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"dosageInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"usedFor"}},{"kind":"Field","name":{"kind":"Name","value":"sideEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"common"}},{"kind":"Field","name":{"kind":"Name","value":"lessCommon"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduleTimes"}},{"kind":"Field","name":{"kind":"Name","value":"intakeTiming"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerDose"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cardStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startedDate"}},{"kind":"Field","name":{"kind":"Name","value":"refilledDate"}},{"kind":"Field","name":{"kind":"Name","value":"endedDate"}},{"kind":"Field","name":{"kind":"Name","value":"discontinueReason"}},{"kind":"Field","name":{"kind":"Name","value":"prescribedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdatePrescriptionMutation, UpdatePrescriptionMutationVariables>;
export const ActiveCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveCheckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCheckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckInSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckInSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quickReplies"}}]}}]} as unknown as DocumentNode<ActiveCheckInQuery, ActiveCheckInQueryVariables>;
export const CheckInEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CheckInEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"quickReplies"}}]}}]}}]} as unknown as DocumentNode<CheckInEventsSubscription, CheckInEventsSubscriptionVariables>;
export const CheckInSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckInSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckInSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quickReplies"}}]}}]} as unknown as DocumentNode<CheckInSessionQuery, CheckInSessionQueryVariables>;
export const FinishCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishCheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishCheckIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alertLevel"}}]}}]}}]}}]} as unknown as DocumentNode<FinishCheckInMutation, FinishCheckInMutationVariables>;
export const SendCheckInMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCheckInMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendCheckInMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"urgentAssessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alertLevel"}}]}}]}}]}}]} as unknown as DocumentNode<SendCheckInMessageMutation, SendCheckInMessageMutationVariables>;
export const SessionTriageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionTriage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triageForSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alertLevel"}},{"kind":"Field","name":{"kind":"Name","value":"final"}}]}}]}}]} as unknown as DocumentNode<SessionTriageQuery, SessionTriageQueryVariables>;
export const StartCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartCheckInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCheckIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckInSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckInSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quickReplies"}}]}}]} as unknown as DocumentNode<StartCheckInMutation, StartCheckInMutationVariables>;
export const HomeProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentStep"}}]}}]}}]}}]} as unknown as DocumentNode<HomeProfileQuery, HomeProfileQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const SessionUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<SessionUserQuery, SessionUserQueryVariables>;