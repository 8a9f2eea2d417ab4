import { useField } from 'formik';
import { formatHkMobileInput } from '#common/validation/contact-details';
import { useFormErrorsContext } from '../../../shared/forms/form-errors-context';
import { TextField } from '../../../shared/ui/text-field';

/** The Hong Kong mobile input: digits only, at most 8, shown as 4+4 ('9123 4567'). */
export function PhoneField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<string>(name);
  const form = useFormErrorsContext();
  const invalid = form.isInvalid(name);
  const error = form.fieldError(name);
  return (
    <TextField
      id={`${form.formId}-${name}`}
      name={name}
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => void helpers.setValue(formatHkMobileInput(event.target.value))}
      error={error}
      invalid={invalid}
      describedBy={invalid && !error ? form.messageId : undefined}
    />
  );
}
