// A doctor's override of an alert's level: the new level and the reason, required. The
// override form and the server check the same rules.
import * as yup from 'yup';
import './locale';
import { ALERT_LEVELS } from '../triage-labels';
import { trimmedText } from './text';

export const OVERRIDE_REASON_MAX = 500;

export const overrideSchema = yup.object({
  level: yup.string().required('select_option').oneOf(ALERT_LEVELS, 'invalid_choice'),
  reason: trimmedText()
    .required('override_reason_required')
    .max(OVERRIDE_REASON_MAX, 'text_too_long'),
});
