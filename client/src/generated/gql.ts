/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AssessmentAnswers on Profile {\n    fullName\n    birthdate\n    gender\n    heightValue\n    heightUnit\n    weightValue\n    weightUnit\n    bloodType\n    fitnessLevel\n    activities\n    checkupFrequency\n    assessmentStep\n  }\n": typeof types.AssessmentAnswersFragmentDoc,
    "\n  query AssessmentProfile {\n    me {\n      id\n      profile {\n        ...AssessmentAnswers\n      }\n    }\n  }\n": typeof types.AssessmentProfileDocument,
    "\n  mutation SaveAssessmentStep($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...AssessmentAnswers\n    }\n  }\n": typeof types.SaveAssessmentStepDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      username\n      email\n      role\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResendRegistrationCode($input: ResendCodeInput!) {\n    resendRegistrationCode(input: $input)\n  }\n": typeof types.ResendRegistrationCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      user {\n        id\n        username\n        role\n        profile {\n          fullName\n          assessmentStep\n        }\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation VerifyRegistration($input: VerifyRegistrationInput!) {\n    verifyRegistration(input: $input)\n  }\n": typeof types.VerifyRegistrationDocument,
    "\n  query HomeProfile {\n    me {\n      id\n      username\n      profile {\n        fullName\n        assessmentStep\n      }\n    }\n  }\n": typeof types.HomeProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query SessionUser {\n    me {\n      id\n      username\n      role\n      profile {\n        fullName\n      }\n    }\n  }\n": typeof types.SessionUserDocument,
};
const documents: Documents = {
    "\n  fragment AssessmentAnswers on Profile {\n    fullName\n    birthdate\n    gender\n    heightValue\n    heightUnit\n    weightValue\n    weightUnit\n    bloodType\n    fitnessLevel\n    activities\n    checkupFrequency\n    assessmentStep\n  }\n": types.AssessmentAnswersFragmentDoc,
    "\n  query AssessmentProfile {\n    me {\n      id\n      profile {\n        ...AssessmentAnswers\n      }\n    }\n  }\n": types.AssessmentProfileDocument,
    "\n  mutation SaveAssessmentStep($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...AssessmentAnswers\n    }\n  }\n": types.SaveAssessmentStepDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      username\n      email\n      role\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResendRegistrationCode($input: ResendCodeInput!) {\n    resendRegistrationCode(input: $input)\n  }\n": types.ResendRegistrationCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      user {\n        id\n        username\n        role\n        profile {\n          fullName\n          assessmentStep\n        }\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation VerifyRegistration($input: VerifyRegistrationInput!) {\n    verifyRegistration(input: $input)\n  }\n": types.VerifyRegistrationDocument,
    "\n  query HomeProfile {\n    me {\n      id\n      username\n      profile {\n        fullName\n        assessmentStep\n      }\n    }\n  }\n": types.HomeProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query SessionUser {\n    me {\n      id\n      username\n      role\n      profile {\n        fullName\n      }\n    }\n  }\n": types.SessionUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssessmentAnswers on Profile {\n    fullName\n    birthdate\n    gender\n    heightValue\n    heightUnit\n    weightValue\n    weightUnit\n    bloodType\n    fitnessLevel\n    activities\n    checkupFrequency\n    assessmentStep\n  }\n"): (typeof documents)["\n  fragment AssessmentAnswers on Profile {\n    fullName\n    birthdate\n    gender\n    heightValue\n    heightUnit\n    weightValue\n    weightUnit\n    bloodType\n    fitnessLevel\n    activities\n    checkupFrequency\n    assessmentStep\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssessmentProfile {\n    me {\n      id\n      profile {\n        ...AssessmentAnswers\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssessmentProfile {\n    me {\n      id\n      profile {\n        ...AssessmentAnswers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAssessmentStep($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...AssessmentAnswers\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAssessmentStep($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...AssessmentAnswers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      username\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      username\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendRegistrationCode($input: ResendCodeInput!) {\n    resendRegistrationCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResendRegistrationCode($input: ResendCodeInput!) {\n    resendRegistrationCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      user {\n        id\n        username\n        role\n        profile {\n          fullName\n          assessmentStep\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      user {\n        id\n        username\n        role\n        profile {\n          fullName\n          assessmentStep\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyRegistration($input: VerifyRegistrationInput!) {\n    verifyRegistration(input: $input)\n  }\n"): (typeof documents)["\n  mutation VerifyRegistration($input: VerifyRegistrationInput!) {\n    verifyRegistration(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProfile {\n    me {\n      id\n      username\n      profile {\n        fullName\n        assessmentStep\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeProfile {\n    me {\n      id\n      username\n      profile {\n        fullName\n        assessmentStep\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionUser {\n    me {\n      id\n      username\n      role\n      profile {\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionUser {\n    me {\n      id\n      username\n      role\n      profile {\n        fullName\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;