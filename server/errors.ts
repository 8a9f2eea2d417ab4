// One error model: expected failures are AppErrors with a stable code (see
// common/error-codes.ts). GraphQL passes them through unmasked; the REST mirror maps them
// to a status and a `{detail, code}` body. Anything else is masked and logged.
import { GraphQLError } from 'graphql';
import { ValidationError, type Schema } from 'yup';
import { errorText, type ErrorCode, type Language } from '#common/error-codes';
import { VALIDATION_MESSAGES, type ValidationMessageId } from '#common/validation/messages';

export type ErrorDetails = {
  /** Values for placeholders in the message, e.g. { seconds: 30 }. */
  values?: Record<string, string | number>;
  /** Field path → validation message id. */
  fields?: Record<string, string>;
};

export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, details: ErrorDetails = {}) {
    super(errorText(code, 'en', details.values), {
      extensions: {
        code,
        ...(details.values ? { values: details.values } : {}),
        ...(details.fields ? { fields: details.fields } : {}),
      },
    });
    this.code = code;
    this.details = details;
  }

  /** The text a person reads: the first field problem, or the code's own message. */
  describe(language: Language): string {
    const firstField = Object.values(this.details.fields ?? {})[0] as
      ValidationMessageId | undefined;
    if (firstField && VALIDATION_MESSAGES[firstField])
      return VALIDATION_MESSAGES[firstField][language];
    return errorText(this.code, language, this.details.values);
  }
}

/** Validates and casts input with a shared Yup rule; every problem is reported by field. */
export function validateInput<T>(schema: Schema<T>, input: unknown): T {
  try {
    return schema.validateSync(input, { abortEarly: false, stripUnknown: false }) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path || '_';
      fields[path] ??= inner.message;
    }
    throw new AppError('VALIDATION_FAILED', { fields });
  }
}

/**
 * Logs an unexpected error without its message: Prisma and validation messages can hold
 * the request's arguments (names, e-mails). The name, code and stack frames are enough
 * to find the fault; the request id ties the log line to what the client was told.
 */
export function logUnexpected(where: string, error: unknown, requestId?: string) {
  const err = error instanceof Error ? error : new Error(String(error));
  const code = (err as { code?: unknown }).code;
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8)
    .join('\n');
  console.error(
    `[${where}]${requestId ? ` request ${requestId}` : ''} ${err.name}${code ? ` (${String(code)})` : ''}\n${frames}`,
  );
}
