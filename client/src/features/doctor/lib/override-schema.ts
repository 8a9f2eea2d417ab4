// The override form's rules; the server checks the reason again (override_reason_required).
import * as yup from 'yup';
import type { ValidationMessageId } from '#common/validation/messages';
import { ALERT_LEVELS } from '#common/triage-labels';

const m = (id: ValidationMessageId) => id;

// The server keeps at most 500 characters of a reason.
export const MAX_REASON_LENGTH = 500;

export const overrideSchema = yup.object({
  level: yup.string().required(m('select_option')).oneOf(ALERT_LEVELS, m('invalid_choice')),
  reason: yup
    .string()
    .trim()
    .required(m('override_reason_required'))
    .max(MAX_REASON_LENGTH, m('text_too_long')),
});
