// The server's error codes and validation ids (common/) are messages `error.<code>` and
// `validation.<id>` of the catalogs (see server-catalogs.ts). The catalog tells which
// exist, so the client needs no copy of the lists; an unknown one reads as a generic message.
import type { IntlShape } from 'react-intl';
import type { TextDescriptor } from './define-texts';

const knownOr = (intl: IntlShape, id: string, fallback: string): TextDescriptor => ({
  id: id in intl.messages ? id : fallback,
});

/** The message for an error code. */
export const errorDescriptor = (intl: IntlShape, code: unknown) =>
  knownOr(intl, `error.${String(code)}`, 'error.INTERNAL');

/** The message for a Yup/server validation id. */
export const validationDescriptor = (intl: IntlShape, id: unknown) =>
  knownOr(intl, `validation.${String(id)}`, 'validation.invalid_choice');
