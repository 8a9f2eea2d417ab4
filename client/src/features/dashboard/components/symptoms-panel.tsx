import { useIntl } from 'react-intl';
import type { HealthPeriodFieldsFragment } from '../../../generated/graphql';
import { healthTexts } from '../health-texts';
import { Panel } from './panel';

const { t } = healthTexts;

const detailText = (symptom: { redLevel: boolean; highestGrade: number | null }) =>
  symptom.redLevel
    ? t.symptomDaysRed
    : symptom.highestGrade == null
      ? t.symptomDaysUngraded
      : t.symptomDays;

/** The symptoms reported in the period, most severe first. */
export function SymptomsPanel({ symptoms }: { symptoms: HealthPeriodFieldsFragment['symptoms'] }) {
  const intl = useIntl();
  return (
    <Panel title={intl.formatMessage(t.symptomsTitle)}>
      {symptoms.length === 0 ? (
        <p className="muted">{intl.formatMessage(t.noSymptoms)}</p>
      ) : (
        <ul className="tracked">
          {symptoms.map((symptom) => (
            <li key={`${symptom.key}:${symptom.name}`} className="tracked__item">
              <span className={`grade-chip grade-chip--${symptom.highestGrade ?? 'ungraded'}`}>
                {symptom.name}
              </span>
              <span className="muted">
                {/* the triage's own words: a red-level rule has no grade of its own, and a
                    symptom the patient could not rate is shown as reported, not as a grade */}
                {intl.formatMessage(detailText(symptom), {
                  days: symptom.days,
                  grade: symptom.highestGrade,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
