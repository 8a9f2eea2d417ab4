// A doctor's message to a patient: title, description and one of the spec's types. The
// message form and the server check the same rules.
import * as yup from 'yup';
import './locale';
import { isMessageType } from '../messages/message-types';
import { trimmedText } from './text';

export const MESSAGE_LIMITS = { title: 120, description: 1000 } as const;

export const patientMessageSchema = yup.object({
  title: trimmedText()
    .required('message_title_required')
    .max(MESSAGE_LIMITS.title, 'text_too_long'),
  description: trimmedText()
    .required('message_description_required')
    .max(MESSAGE_LIMITS.description, 'text_too_long'),
  type: yup
    .string()
    .required('message_type_required')
    .test('type', 'message_type_required', (v) => !v || isMessageType(v)),
});
