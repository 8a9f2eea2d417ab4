import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { CLINIC_TIME_ZONE } from '#common/clinic-day';
import type { PatientOverviewQuery as Result } from '../../../../generated/graphql';
import { commonTexts } from '../../../../i18n/common-texts';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { levelTitle } from '../../../../shared/triage/alert-levels';
import { FormMessage } from '../../../../shared/ui/form-message';
import { SharedReportsCard } from '../../../../shared/reports/components/shared-reports-card';
import { PatientOverviewQuery } from '../api/patient-overview';
import { patientDetailsTexts } from '../texts';
import { MoodChart } from './mood-chart';

type Overview = Result['patientOverview'];
const { t } = patientDetailsTexts;

/** What the latest check-in was about: its time, the symptoms and the triage's reasons. */
function LatestCheckIn({ latest }: { latest: NonNullable<Overview['latestCheckIn']> }) {
  const intl = useIntl();
  const at = intl.formatDate(String(latest.at), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CLINIC_TIME_ZONE,
  });
  return (
    <div className="latest-check-in">
      <p className="muted">{intl.formatMessage(t.latestCheckInAt, { when: at })}</p>
      <h3 className="overview-card__subtitle">{intl.formatMessage(t.latestCheckInSymptoms)}</h3>
      {latest.symptoms.length ? (
        <ul className="latest-check-in__list">
          {latest.symptoms.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{intl.formatMessage(t.latestCheckInNoSymptoms)}</p>
      )}
      {latest.reasons.length > 0 && (
        <>
          <h3 className="overview-card__subtitle">{intl.formatMessage(t.latestCheckInReasons)}</h3>
          <ul className="latest-check-in__list">
            {latest.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function HealthCard({
  health,
  latest,
}: {
  health: Overview['health'];
  latest: Overview['latestCheckIn'];
}) {
  const intl = useIntl();
  const stable = health.kind === 'stable';
  return (
    <div className={`card overview-card health-card health-card--${health.kind}`}>
      <h2 className="overview-card__title">
        {stable || health.kind === 'no_data'
          ? intl.formatMessage(t.stableHealth)
          : intl.formatMessage(levelTitle(health.level!))}
      </h2>
      <p>
        {health.kind === 'no_data'
          ? intl.formatMessage(t.noCheckIns)
          : stable
            ? intl.formatMessage(t.stableHealthText)
            : intl.formatMessage(t.notStableText, {
                level: intl.formatMessage(levelTitle(health.level!)),
              })}
      </p>
      {latest && <LatestCheckIn latest={latest} />}
    </div>
  );
}

/** A figure; `value` null shows `empty` as a plain note, never in the figure's large type. */
function Figure({
  title,
  value,
  detail,
  empty,
}: {
  title: string;
  value: string | null;
  detail?: string;
  empty?: string;
}) {
  return (
    <div className="figure">
      <p className="figure__title">{title}</p>
      {value == null ? <p className="muted">{empty}</p> : <p className="figure__value">{value}</p>}
      {detail && <p className="muted figure__detail">{detail}</p>}
    </div>
  );
}

function WeeklySummary({ weekly }: { weekly: Overview['weekly'] }) {
  const intl = useIntl();
  const noData = intl.formatMessage(t.noData);
  const day = (iso: string) =>
    intl.formatDate(new Date(`${iso}T12:00:00Z`), {
      weekday: 'long',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  const signed = (n: number) =>
    intl.formatNumber(n, { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
  const score = (v: number | null | undefined) =>
    v == null ? noData : intl.formatMessage(t.outOf100, { value: intl.formatNumber(v) });
  const dayLine = (d: { day: string; score: number } | null | undefined) =>
    d
      ? intl.formatMessage(t.dayScore, { day: day(d.day), score: intl.formatNumber(d.score) })
      : null;
  const needsTwoDays = intl.formatMessage(t.needsTwoDays);
  return (
    <section className="card overview-card" aria-labelledby="weekly-title">
      <h2 id="weekly-title" className="overview-card__title">
        {intl.formatMessage(t.weeklySummary)}{' '}
        <span className="muted">
          {intl.formatMessage(t.weekOf, { from: day(weekly.weekStart), to: day(weekly.weekEnd) })}
        </span>
      </h2>
      <div className="figures">
        <Figure
          title={intl.formatMessage(t.wellnessScore)}
          value={score(weekly.wellness)}
          detail={intl.formatMessage(t.vsLastWeek, { value: score(weekly.previousWellness) })}
        />
        <Figure
          title={intl.formatMessage(t.engagement)}
          value={intl.formatMessage(t.outOfTen, { value: intl.formatNumber(weekly.engagement) })}
          detail={intl.formatMessage(t.change, { value: signed(weekly.engagementChange) })}
        />
      </div>
      <h3 className="overview-card__subtitle">
        {intl.formatMessage(t.moodTrend)}:{' '}
        {intl.formatMessage(
          t[weekly.moodTrend as 'improving' | 'declining' | 'stable'] ?? t.stable,
        )}
      </h3>
      <MoodChart values={weekly.moodByWeekday} />
      <div className="figures">
        <Figure
          title={intl.formatMessage(t.bestDay)}
          value={dayLine(weekly.bestDay)}
          empty={needsTwoDays}
        />
        <Figure
          title={intl.formatMessage(t.challengingDay)}
          value={dayLine(weekly.challengingDay)}
          empty={needsTwoDays}
        />
      </div>
    </section>
  );
}

type InsightKey = 'mood_sleep' | 'low_activity' | 'mood_boost' | 'missed_medication';

function Insights({ insights }: { insights: Overview['insights'] }) {
  const intl = useIntl();
  return (
    <section className="card overview-card" aria-labelledby="insights-title">
      <h2 id="insights-title" className="overview-card__title">
        {intl.formatMessage(t.insights)}
      </h2>
      {insights.length === 0 ? (
        <p className="muted">{intl.formatMessage(t.noInsights)}</p>
      ) : (
        <ul className="insight-list">
          {insights.map((insight) => {
            const key = insight.key as InsightKey;
            const values = Object.fromEntries(insight.values.map((v) => [v.name, v.value]));
            return (
              <li key={key} className={`insight insight--${insight.type}`}>
                <p className="insight__title">{intl.formatMessage(t[`${key}_title`])}</p>
                <p>{intl.formatMessage(t[`${key}_text`], values)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Stable health, 30-day adherence, the weekly summary, the smart insights and shared reports. */
export function OverviewTab({ patientId }: { patientId: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, error } = useQuery(PatientOverviewQuery, {
    variables: { patientId },
    fetchPolicy: 'cache-and-network',
  });
  const overview = data?.patientOverview;
  if (!overview)
    return error ? (
      <FormMessage tone="error">{errorText(error)}</FormMessage>
    ) : (
      <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
    );
  return (
    <div className="overview">
      <HealthCard health={overview.health} latest={overview.latestCheckIn} />
      <div className="card overview-card">
        <Figure
          title={intl.formatMessage(t.adherence)}
          value={
            overview.adherence == null
              ? intl.formatMessage(t.noData)
              : intl.formatMessage(t.adherenceValue, { n: overview.adherence })
          }
          detail={intl.formatMessage(overview.adherence == null ? t.noDoses : t.adherenceWindow)}
        />
      </div>
      <WeeklySummary weekly={overview.weekly} />
      <Insights insights={overview.insights} />
      <SharedReportsCard patientId={patientId} />
    </div>
  );
}
