// The texts of the shared error codes and validation messages (common/) as catalogs, so
// they live in one place. Read at build time with the other tables (app/i18n-catalogs.ts).
import { ERROR_MESSAGES } from '#common/error-codes';
import { VALIDATION_MESSAGES } from '#common/validation/messages';
import { defineTexts } from './define-texts';

export const serverCatalogs = [
  defineTexts('error', ERROR_MESSAGES).catalogs,
  defineTexts('validation', VALIDATION_MESSAGES).catalogs,
];
