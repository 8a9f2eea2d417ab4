import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CANCER_TYPE_KEYS, CANCER_TYPES } from '#common/patients/cancer-types';
import { STAGE_KEYS, STAGES } from '#common/patients/stages';
import { useLanguage } from '../../../../i18n/use-language';
import { Button } from '../../../../shared/ui/button';
import { Icon } from '../../../../shared/ui/icon';
import { doctorTexts } from '../../texts';
import { toggled, type PatientFilters } from '../lib/patient-filters';
import { patientTexts } from '../texts';

type Props = { id: string; filters: PatientFilters; onChange(filters: PatientFilters): void };

type CheckGroupProps<K extends string> = {
  id: string;
  title: string;
  options: readonly K[];
  labelOf(key: K): string;
  selected: readonly K[];
  onChange(selected: K[]): void;
};

/** A group of checkboxes that folds away behind its heading button. */
function CheckGroup<K extends string>({
  id,
  title,
  options,
  labelOf,
  selected,
  onChange,
}: CheckGroupProps<K>) {
  const [open, setOpen] = useState(true);
  return (
    <div className="collapsible">
      <h2 className="collapsible__heading">
        <button
          type="button"
          className="collapsible__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          {title}
          {selected.length > 0 && <span className="collapsible__count">{selected.length}</span>}
          <Icon name="chevronRight" size={20} className="collapsible__chevron" />
        </button>
      </h2>
      <fieldset id={id} className="checks" hidden={!open}>
        <legend className="visually-hidden">{title}</legend>
        {options.map((key) => (
          <label key={key} className="check">
            <input
              type="checkbox"
              checked={selected.includes(key)}
              onChange={() => onChange(toggled(selected, key))}
            />
            {labelOf(key)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** Cancer types and stages, several of each; Clear filters empties both. */
export function PatientFiltersPanel({ id, filters, onChange }: Props) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { t } = patientTexts;
  return (
    <div id={id} className="card patient-filters">
      <CheckGroup
        id={`${id}-types`}
        title={intl.formatMessage(t.cancerType)}
        options={CANCER_TYPE_KEYS}
        labelOf={(key) => CANCER_TYPES[key][language]}
        selected={filters.cancerTypes}
        onChange={(cancerTypes) => onChange({ ...filters, cancerTypes })}
      />
      <CheckGroup
        id={`${id}-stages`}
        title={intl.formatMessage(t.stage)}
        options={STAGE_KEYS}
        labelOf={(key) => STAGES[key][language]}
        selected={filters.stages}
        onChange={(stages) => onChange({ ...filters, stages })}
      />
      <Button
        variant="ghost"
        disabled={!filters.cancerTypes.length && !filters.stages.length}
        onClick={() => onChange({ ...filters, cancerTypes: [], stages: [] })}
      >
        {intl.formatMessage(doctorTexts.t.clearFilters)}
      </Button>
    </div>
  );
}
