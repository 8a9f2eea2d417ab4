import { useIntl } from 'react-intl';
import { splitTags } from '../lib/card-limits';
import { dashboardTexts } from '../texts';

export function SymptomTags({ symptoms }: { symptoms: readonly string[] }) {
  const intl = useIntl();
  const { shown, more } = splitTags(symptoms);
  if (!shown.length) return null;
  return (
    <div className="triage-card__section">
      <h3 className="triage-card__label">{intl.formatMessage(dashboardTexts.t.keySymptoms)}</h3>
      <ul className="tags">
        {shown.map((symptom) => (
          <li key={symptom} className="tag">
            {symptom}
          </li>
        ))}
        {more > 0 && (
          <li className="tag tag--more">
            {intl.formatMessage(dashboardTexts.t.moreSymptoms, { count: more })}
          </li>
        )}
      </ul>
    </div>
  );
}
