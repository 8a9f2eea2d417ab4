import { useState, type KeyboardEvent } from 'react';
import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { useFormErrorsContext } from '../../../../shared/forms/form-errors-context';
import { Icon } from '../../../../shared/ui/icon';
import { splitChips } from '../lib/masks';
import { prescriptionTexts } from '../texts';

/** A list of short texts: typed, then added with Enter or a comma; each removed with its x. */
export function ChipListField({ name, label }: { name: string; label: string }) {
  const { t } = prescriptionTexts;
  const intl = useIntl();
  const form = useFormErrorsContext();
  const [field, , helpers] = useField<string[]>(name);
  const [draft, setDraft] = useState('');
  const id = `${form.formId}-${name}`;
  const error = form.fieldError(name);
  const add = (texts: string[]) => {
    const fresh = texts.filter((text) => !field.value.includes(text));
    if (fresh.length) void helpers.setValue([...field.value, ...fresh]);
  };
  const onChange = (typed: string) => {
    if (!/[,，、]/.test(typed)) return setDraft(typed);
    const parts = typed.split(/[,，、]/);
    add(splitChips(parts.slice(0, -1).join(',')));
    setDraft(parts.at(-1) ?? '');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the chip; it must not submit the whole form
    event.preventDefault();
    add(splitChips(draft));
    setDraft('');
  };
  return (
    <div className="field chip-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {field.value.length > 0 && (
        <ul className="chips" aria-label={label}>
          {field.value.map((chip) => (
            <li key={chip} className="chip">
              {chip}
              <button
                type="button"
                className="chip__remove"
                aria-label={intl.formatMessage(t.removeChip, { name: chip })}
                onClick={() => void helpers.setValue(field.value.filter((c) => c !== chip))}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className="field__input"
        value={draft}
        autoComplete="off"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={Boolean(error) || undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="field__hint muted">
        {intl.formatMessage(t.chipHint)}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
