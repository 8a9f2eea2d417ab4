import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ACTIVITIES } from '#common/validation/profile';
import { toggleActivity, type Activity } from '../../lib/activities';
import { assessmentTexts } from '../../texts';
import { AssessmentShell } from '../assessment-shell';
import type { StepProps } from './step-props';

const isActivity = (value: string): value is Activity => ACTIVITIES.includes(value as Activity);

export function ActivitiesStep({ profile }: StepProps) {
  const { t } = assessmentTexts;
  const intl = useIntl();
  const [selected, setSelected] = useState<Activity[]>(() =>
    (profile?.activities ?? []).filter(isActivity),
  );
  const label = {
    Jogging: t.jogging,
    Rowing: t.rowing,
    Staking: t.staking,
    Swimming: t.swimming,
    Cycling: t.cycling,
    Walking: t.walking,
    Other: t.otherActivity,
    None: t.none,
  } satisfies Record<Activity, unknown>;
  const noneChosen = selected.includes('None');

  return (
    <AssessmentShell
      step={8}
      title={intl.formatMessage(t.activitiesTitle)}
      values={{ activities: selected }}
    >
      <fieldset className="choices choices--grid">
        <legend className="choices__legend">{intl.formatMessage(t.activitiesLegend)}</legend>
        <div className="choices__list">
          {ACTIVITIES.map((activity) => {
            const checked = selected.includes(activity);
            const disabled = noneChosen && activity !== 'None';
            return (
              <label
                key={activity}
                className={`choice${checked ? ' choice--selected' : ''}${disabled ? ' choice--disabled' : ''}`}
              >
                <input
                  type="checkbox"
                  className="choice__input"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => setSelected((current) => toggleActivity(current, activity))}
                />
                <span className="choice__label">{intl.formatMessage(label[activity])}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </AssessmentShell>
  );
}
