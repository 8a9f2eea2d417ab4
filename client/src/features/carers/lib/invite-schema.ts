// The invite form's rules (the server checks the same: a relationship, at least one
// grant, a valid e-mail if one is given). Messages are validation ids (common/validation).
import * as yup from 'yup';
import { LIMITS } from '#common/validation/accounts';
import { CARER_GRANTS, type Grant } from '../../../shared/auth/care-for-store';
import { RELATIONSHIPS } from '../../../shared/carers/texts';

export type InviteValues = { relationship: string; grants: Grant[]; email: string };
export const EMPTY_INVITE: InviteValues = { relationship: '', grants: [], email: '' };

export const grantsSchema = yup
  .array(yup.string().oneOf(CARER_GRANTS).required())
  .min(1, 'select_at_least_one')
  .required('select_at_least_one');

export const inviteSchema = yup.object({
  relationship: yup.string().required('select_option').oneOf(RELATIONSHIPS, 'select_option'),
  grants: grantsSchema,
  email: yup.string().trim().email('enter_valid_email').max(LIMITS.emailMax, 'enter_valid_email'),
});
