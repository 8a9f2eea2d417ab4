// A "fill in everything" message is shown once for the form, not under every empty
// field; any other message belongs under its own field.
export type FormErrorView = {
  /** The form-level message id (the first generic one in field order). */
  formError?: string;
  /** Field → message id, for the field-specific messages. */
  fieldErrors: Record<string, string>;
  /** Every field that has a problem (for aria-invalid). */
  invalid: Set<string>;
};

export function splitFormErrors(
  errors: Record<string, unknown>,
  fieldOrder: readonly string[],
  genericIds: readonly string[],
): FormErrorView {
  const view: FormErrorView = { fieldErrors: {}, invalid: new Set() };
  for (const field of fieldOrder) {
    const message = errors[field];
    if (typeof message !== 'string' || !message) continue;
    view.invalid.add(field);
    if (genericIds.includes(message)) view.formError ??= message;
    else view.fieldErrors[field] = message;
  }
  return view;
}
