import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { validationDescriptor } from '../../i18n/server-texts';
import { splitFormErrors } from './split-form-errors';

/**
 * Translated errors of the surrounding Formik form, shown only once the person has tried
 * to submit (then they follow every change).
 */
export function useFormErrors(fieldOrder: readonly string[], genericIds: readonly string[]) {
  const intl = useIntl();
  const { errors, submitCount } = useFormikContext<Record<string, unknown>>();
  const view = splitFormErrors(submitCount > 0 ? errors : {}, fieldOrder, genericIds);
  const text = (id: string | undefined) =>
    id ? intl.formatMessage(validationDescriptor(intl, id)) : undefined;
  return {
    formError: text(view.formError),
    fieldError: (field: string) => text(view.fieldErrors[field]),
    isInvalid: (field: string) => view.invalid.has(field),
  };
}
