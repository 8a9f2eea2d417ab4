// Text as people type it: surrounding spaces trimmed. Unlike yup's .trim(), safe when a
// client sends something that is not text (it then fails the type check, not a crash).
import * as yup from 'yup';
import './locale';

export const trimmedText = () =>
  yup.string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));
