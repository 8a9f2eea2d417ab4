import { useIntl } from 'react-intl';
import {
  INTAKE_TIMING_NAMES,
  INTAKE_TIMINGS,
  MEDICATION_TYPE_NAMES,
  MEDICATION_TYPES,
} from '#common/medications/types';
import { MEDICATION_LIMITS } from '#common/validation/medication';
import { useField } from 'formik';
import { useLanguage } from '../../../../i18n/use-language';
import { FormMaskedField } from '../../../../shared/forms/form-masked-field';
import { FormSelectField } from '../../../../shared/forms/form-select-field';
import { FormTextArea } from '../../../../shared/forms/form-text-area';
import { FormTextField } from '../../../../shared/forms/form-text-field';
import { useFormErrorsContext } from '../../../../shared/forms/form-errors-context';
import { RadioCards } from '../../../../shared/ui/radio-cards';
import { maskIsoDate } from '../lib/masks';
import { prescriptionTexts } from '../texts';
import { ChipListField } from './chip-list-field';
import { MedicationNameField } from './medication-name-field';
import { ScheduleTimesField } from './schedule-times-field';

function IntakeTimingField() {
  const intl = useIntl();
  const { language } = useLanguage();
  const [field, , helpers] = useField<string>('intakeTiming');
  const form = useFormErrorsContext();
  return (
    <RadioCards
      name="intakeTiming"
      legend={intl.formatMessage(prescriptionTexts.t.intakeTiming)}
      error={form.fieldError('intakeTiming')}
      layout="segmented"
      options={INTAKE_TIMINGS.map((value) => ({
        value,
        label: INTAKE_TIMING_NAMES[value][language],
      }))}
      value={(field.value as (typeof INTAKE_TIMINGS)[number]) || ''}
      onChange={(value) => void helpers.setValue(value)}
    />
  );
}

/** Every field of a prescription, in the order the spec lists them, then the dose schedule. */
export function MedicationFormFields() {
  const { t } = prescriptionTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const text = (d: keyof typeof t) => intl.formatMessage(t[d]);
  return (
    <>
      <MedicationNameField />
      <div className="form-row">
        <FormTextField
          name="strength"
          label={text('strength')}
          placeholder={text('strengthHint')}
          maxLength={MEDICATION_LIMITS.strength}
          autoComplete="off"
        />
        <FormTextField
          name="quantity"
          label={text('quantity')}
          inputMode="numeric"
          maxLength={7}
          autoComplete="off"
        />
      </div>
      <FormSelectField
        name="medicationType"
        label={text('type')}
        placeholder={text('chooseType')}
        options={MEDICATION_TYPES.map((value) => ({
          value,
          label: MEDICATION_TYPE_NAMES[value][language],
        }))}
      />
      <FormMaskedField
        name="expirationDate"
        label={text('expirationDate')}
        mask={maskIsoDate}
        inputMode="numeric"
        placeholder="YYYY-MM-DD"
        autoComplete="off"
      />
      <FormTextArea
        name="dosageInstructions"
        label={text('dosageInstructions')}
        maxLength={MEDICATION_LIMITS.dosageInstructions}
      />
      <FormTextField
        name="usedFor"
        label={text('usedFor')}
        maxLength={MEDICATION_LIMITS.usedFor}
        autoComplete="off"
      />
      <ChipListField name="sideEffectsCommon" label={text('sideEffectsCommon')} />
      <ChipListField name="sideEffectsLessCommon" label={text('sideEffectsLessCommon')} />
      <ChipListField name="sideEffectsSerious" label={text('sideEffectsSerious')} />
      <ScheduleTimesField name="scheduleTimes" />
      <IntakeTimingField />
      <div className="form-row">
        <FormMaskedField
          name="startDate"
          label={text('startDate')}
          mask={maskIsoDate}
          inputMode="numeric"
          placeholder="YYYY-MM-DD"
          autoComplete="off"
        />
        <FormTextField
          name="unitsPerDose"
          label={text('unitsPerDose')}
          inputMode="numeric"
          maxLength={2}
          autoComplete="off"
        />
      </div>
    </>
  );
}
