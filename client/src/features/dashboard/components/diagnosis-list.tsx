import { useIntl } from 'react-intl';
import type { DashboardTriageQuery } from '../../../generated/graphql';
import { topDiagnoses } from '../lib/card-limits';
import { dashboardTexts } from '../texts';

type Prediction = NonNullable<DashboardTriageQuery['triageLatest']>['diagnosisPredictions'][number];

const PROBABILITIES = ['high', 'medium', 'low'] as const;
const URGENCIES = [1, 2, 3, 4, 5] as const;

export function DiagnosisList({ predictions }: { predictions: readonly Prediction[] }) {
  const { t } = dashboardTexts;
  const intl = useIntl();
  const shown = topDiagnoses(predictions);
  if (!shown.length) return null;
  const probability = (value: string) => {
    const key = PROBABILITIES.find((p) => p === value);
    return key ? intl.formatMessage(t[`probability${key}`]) : value;
  };
  const urgency = (value: number) => {
    const key = URGENCIES.find((u) => u === value);
    return key ? intl.formatMessage(t[`urgency${key}`]) : String(value);
  };
  return (
    <div className="triage-card__section">
      <h3 className="triage-card__label">{intl.formatMessage(t.diagnoses)}</h3>
      <ul className="diagnoses">
        {shown.map((prediction) => (
          <li key={prediction.code} className="diagnosis">
            <p className="diagnosis__name">{prediction.suspectedDiagnosis}</p>
            <p className="diagnosis__meta">
              <span className={`chip chip--${prediction.probability}`}>
                {probability(prediction.probability)}
              </span>
              <span className="chip">
                {intl.formatMessage(t.urgency, { label: urgency(prediction.urgency) })}
              </span>
            </p>
            <p className="muted diagnosis__reason">{prediction.reasoning}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
