import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import {
  CATALOGUE_KEYS,
  MEDICATION_CATALOGUE,
  type CatalogueKey,
} from '#common/medications/catalogue';
import { MEDICATION_LIMITS } from '#common/validation/medication';
import { useLanguage } from '../../../../i18n/use-language';
import { useFormErrorsContext } from '../../../../shared/forms/form-errors-context';
import { TextField } from '../../../../shared/ui/text-field';
import { withName, type PrescriptionFormValues } from '../lib/prescription-form';
import { prescriptionTexts } from '../texts';

/** The name, with the built-in catalogue offered as suggestions in both languages. */
export function MedicationNameField() {
  const { t } = prescriptionTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const form = useFormErrorsContext();
  const { values, setValues } = useFormikContext<PrescriptionFormValues>();
  const [field] = useField<string>('name');
  const id = `${form.formId}-name`;
  const key = values.catalogKey as CatalogueKey | null;
  const entry = key ? MEDICATION_CATALOGUE[key] : null;
  return (
    <div className="medication-name">
      <TextField
        id={id}
        name="name"
        label={intl.formatMessage(t.name)}
        list={`${id}-catalogue`}
        autoComplete="off"
        maxLength={MEDICATION_LIMITS.name}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(event) => void setValues(withName(values, event.target.value, language))}
        error={form.fieldError('name')}
        invalid={form.isInvalid('name')}
        describedBy={`${id}-hint`}
      />
      <datalist id={`${id}-catalogue`}>
        {CATALOGUE_KEYS.flatMap((k) => [
          <option key={`${k}-en`} value={MEDICATION_CATALOGUE[k].en} />,
          <option key={`${k}-zh`} value={MEDICATION_CATALOGUE[k]['zh-HK']} />,
        ])}
      </datalist>
      <p id={`${id}-hint`} className="field__hint muted">
        {entry
          ? intl.formatMessage(t.fromCatalogue, { en: entry.en, zh: entry['zh-HK'] })
          : intl.formatMessage(t.nameHint)}
      </p>
    </div>
  );
}
