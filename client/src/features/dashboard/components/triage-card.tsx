import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DashboardTriageQuery } from '../../../generated/graphql';
import { toDate } from '../../../shared/lib/date-time';
import { levelTitle } from '../../../shared/triage/alert-levels';
import { dashboardTexts } from '../texts';
import { DiagnosisList } from './diagnosis-list';
import { levelStyle } from './level-style';
import { SymptomTags } from './symptom-tags';
import { ReportedBy } from '../../../shared/carers/reported-by';

type Assessment = NonNullable<DashboardTriageQuery['triageLatest']>;

const CONFIDENCES = ['high', 'medium', 'low'] as const;

/** The latest triage result: level, why, what to do, likely causes, key symptoms. */
export function TriageCard({ assessment }: { assessment: Assessment }) {
  const { t } = dashboardTexts;
  const intl = useIntl();
  const confidence = CONFIDENCES.find((c) => c === assessment.confidenceLevel);
  const date = intl.formatDate(toDate(assessment.createdAt), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <article
      className="card triage-card"
      style={levelStyle(assessment.alertLevel)}
      aria-labelledby="triage-card-title"
    >
      <p className="triage-card__eyebrow">{intl.formatMessage(t.latest)}</p>
      <h2 id="triage-card-title" className="triage-card__title">
        <span className="level-dot" aria-hidden="true" />
        {intl.formatMessage(levelTitle(assessment.alertLevel))}
      </h2>
      <p className="muted triage-card__date">
        <time dateTime={String(assessment.createdAt)}>
          {intl.formatMessage(t.assessedOn, { date })}
        </time>
      </p>
      <ReportedBy reporter={assessment.reportedBy} className="triage-card__reporter" />
      {!assessment.final && (
        <p className="triage-card__note">{intl.formatMessage(t.duringCheckIn)}</p>
      )}
      <dl className="triage-card__facts">
        <div>
          <dt>{intl.formatMessage(t.rationale)}</dt>
          <dd>{assessment.alertRationale}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.timeline)}</dt>
          <dd>{assessment.recommendedTimeline}</dd>
        </div>
      </dl>
      <DiagnosisList predictions={assessment.diagnosisPredictions} />
      <SymptomTags symptoms={assessment.keySymptoms} />
      {confidence && (
        <p className="muted">
          {intl.formatMessage(t.confidence, {
            level: intl.formatMessage(t[`confidence${confidence}`]),
          })}
        </p>
      )}
      <p className="triage-card__disclaimer">{intl.formatMessage(t.notDiagnosis)}</p>
      <Link className="btn btn--secondary" to="/chatbot">
        {intl.formatMessage(t.checkInAgain)}
      </Link>
    </article>
  );
}
