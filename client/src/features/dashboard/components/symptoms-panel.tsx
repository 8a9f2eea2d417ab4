import { useIntl } from 'react-intl';
import type { HealthPeriodFieldsFragment } from '../../../generated/graphql';
import { healthTexts } from '../health-texts';
import { Panel } from './panel';

const { t } = healthTexts;

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
              <span className={`grade-chip grade-chip--${symptom.highestGrade}`}>
                {symptom.name}
              </span>
              <span className="muted">
                {/* the triage's own words: a red-level rule has no grade of its own */}
                {intl.formatMessage(symptom.redLevel ? t.symptomDaysRed : t.symptomDays, {
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
