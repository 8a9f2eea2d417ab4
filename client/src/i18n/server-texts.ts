// The shared error codes and validation message ids (common/) become react-intl
// messages here, so their texts live in one place: the catalogs in common/.
import { ERROR_MESSAGES, type ErrorCode } from '../../../common/error-codes';
import { VALIDATION_MESSAGES, type ValidationMessageId } from '../../../common/validation/messages';
import type { Catalogs, TextDescriptor } from './define-texts';

function catalogsFrom(prefix: string, table: Record<string, { en: string; 'zh-HK': string }>): Catalogs {
  const catalogs: Catalogs = { en: {}, 'zh-HK': {} };
  for (const [key, text] of Object.entries(table)) {
    catalogs.en[`${prefix}.${key}`] = text.en;
    catalogs['zh-HK'][`${prefix}.${key}`] = text['zh-HK'];
  }
  return catalogs;
}

export const serverCatalogs = [catalogsFrom('error', ERROR_MESSAGES), catalogsFrom('validation', VALIDATION_MESSAGES)];

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && code in ERROR_MESSAGES;
export const isValidationId = (id: unknown): id is ValidationMessageId => typeof id === 'string' && id in VALIDATION_MESSAGES;

/** The message for an error code; unknown codes read as the generic one. */
export const errorDescriptor = (code: unknown): TextDescriptor => ({ id: `error.${isErrorCode(code) ? code : 'INTERNAL'}` });

/** The message for a Yup/server validation id; unknown ids read as a generic one. */
export const validationDescriptor = (id: unknown): TextDescriptor => ({
  id: `validation.${isValidationId(id) ? id : 'invalid_choice'}`,
});
