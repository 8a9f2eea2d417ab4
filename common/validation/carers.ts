// A patient's invitation to a family carer (docs/family-carers.md): who the carer is to
// them, what they may do, and an optional address to e-mail the link to. Checked by the
// form and again by the server.
import * as yup from 'yup';
import './locale';
import { CARER_GRANTS, CARER_RELATIONSHIPS } from '../carers';
import { emailRule } from './accounts';

export { CARER_GRANTS, CARER_RELATIONSHIPS };
export type { CarerGrant, CarerRelationship } from '../carers';

/** A patient has few carers; more than this is a mistake or abuse, not a family. */
export const MAX_CARERS = 10;

export const carerGrantsRule = yup
  .array()
  .of(yup.string().oneOf(CARER_GRANTS, 'invalid_choice').required())
  .required('select_at_least_one')
  .min(1, 'select_at_least_one')
  .max(CARER_GRANTS.length, 'invalid_choice');

export const carerInviteSchema = yup.object({
  relationship: yup.string().required('select_option').oneOf(CARER_RELATIONSHIPS, 'invalid_choice'),
  grants: carerGrantsRule,
  // optional: without it, the patient shows the QR code or sends the link themself
  email: emailRule()
    .notRequired()
    .transform((v: unknown) => (v === '' ? undefined : v)),
});

/** A change of what a carer may do. */
export const carerGrantsSchema = yup.object({ grants: carerGrantsRule });
