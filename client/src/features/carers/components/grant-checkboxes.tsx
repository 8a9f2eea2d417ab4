import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { CARER_GRANTS, type Grant } from '../../../shared/auth/care-for-store';
import { grantNoteText, grantText } from '../../../shared/carers/texts';
import { useFormErrorsContext } from '../../../shared/forms/form-errors-context';

/**
 * The grants as a group of checkboxes, each with a one-line description, bound to the
 * Formik field `grants`; its message (at least one) under the group.
 */
export function GrantCheckboxes({ legend }: { legend: string }) {
  const intl = useIntl();
  const [field, , helpers] = useField<Grant[]>('grants');
  const form = useFormErrorsContext();
  const id = `${form.formId}-grants`;
  const error = form.fieldError('grants');
  const toggle = (grant: Grant, on: boolean) =>
    void helpers.setValue(
      on ? [...field.value, grant] : field.value.filter((other) => other !== grant),
    );
  return (
    <fieldset
      className="grant-choices"
      aria-invalid={Boolean(error) || undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {CARER_GRANTS.map((grant, index) => {
        // the first box takes the focus when the form points at this field
        const boxId = index === 0 ? id : `${id}-${grant}`;
        return (
          <div key={grant} className="grant-choice">
            <input
              id={boxId}
              type="checkbox"
              name="grants"
              value={grant}
              checked={field.value.includes(grant)}
              onChange={(event) => toggle(grant, event.target.checked)}
              aria-describedby={`${id}-${grant}-note`}
            />
            <label htmlFor={boxId}>{intl.formatMessage(grantText(grant))}</label>
            <span id={`${id}-${grant}-note`} className="grant-choice__note">
              {intl.formatMessage(grantNoteText(grant))}
            </span>
          </div>
        );
      })}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
