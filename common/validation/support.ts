// Help-centre reports, checked by the form and again by the server.
import * as yup from 'yup';
import './locale';

export const SUPPORT_KINDS = ['BUG', 'FEEDBACK'] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number];
export const SUPPORT_MESSAGE_MAX = 2000;

const text = () => yup.string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));

export const supportMessageSchema = yup
  .object({
    kind: yup
      .string()
      .required('invalid_choice')
      .oneOf([...SUPPORT_KINDS], 'invalid_choice'),
    message: text()
      .required('support_message_required')
      .max(SUPPORT_MESSAGE_MAX, 'support_message_too_long'),
  })
  .noUnknown(true, 'invalid_choice');
