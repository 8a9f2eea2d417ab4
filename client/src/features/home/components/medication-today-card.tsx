import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MedicationTodayFieldsFragment } from '../../../generated/graphql';
import { commonTexts } from '../../../i18n/common-texts';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../shared/api/use-error-text';
import { medicationLabels } from '../../../shared/lib/medication-display';
import { toDate } from '../../../shared/lib/date-time';
import { Card } from '../../../shared/ui/card';
import { FormMessage } from '../../../shared/ui/form-message';
import {
  MarkDoseMutation,
  MedicationTodayQuery,
  UndoDoseMarkMutation,
} from '../api/home-medication';
import { homeTexts } from '../texts';

const { t } = homeTexts;
type Dose = MedicationTodayFieldsFragment['doses'][number];

/**
 * Today's medication: the most recent dose whose time has passed and the next two, each
 * marked taken or skipped here (undo the same day), and adherence over the last 7 days.
 */
export function MedicationTodayCard() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, error } = useQuery(MedicationTodayQuery, { fetchPolicy: 'cache-and-network' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // each answer is the card as it now stands: shown without another request
  const [mark] = useMutation(MarkDoseMutation, {
    update: (cache, { data: answer }) =>
      answer &&
      cache.writeQuery({ query: MedicationTodayQuery, data: { medicationToday: answer.markDose } }),
  });
  const [undo] = useMutation(UndoDoseMarkMutation, {
    update: (cache, { data: answer }) =>
      answer &&
      cache.writeQuery({
        query: MedicationTodayQuery,
        data: { medicationToday: answer.undoDoseMark },
      }),
  });
  const today = data?.medicationToday;

  async function act(dose: Dose, action: 'TAKEN' | 'SKIPPED' | 'UNDO') {
    setBusy(true);
    setProblem(null);
    const variables = { prescriptionId: dose.prescription.id, scheduledFor: dose.scheduledFor };
    try {
      if (action === 'UNDO') await undo({ variables });
      else await mark({ variables: { ...variables, status: action } });
    } catch (caught) {
      setProblem(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title={intl.formatMessage(t.medicationTitle)}
      actions={<Link to="/medication">{intl.formatMessage(t.allMedications)}</Link>}
    >
      {!today && error && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      {!today && !error && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      {today && !today.doses.length && <p>{intl.formatMessage(t.noDoses)}</p>}
      {today && today.doses.length > 0 && (
        <ul className="home-doses">
          {today.doses.map((dose) => (
            <DoseRow
              key={`${dose.prescription.id}@${dose.scheduledFor}`}
              dose={dose}
              busy={busy}
              onAct={(action) => act(dose, action)}
            />
          ))}
        </ul>
      )}
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {today && (
        <p className="home-doses__adherence" data-testid="dose-adherence">
          {today.adherence.percent == null
            ? intl.formatMessage(t.adherenceNone, { days: today.adherence.days })
            : intl.formatMessage(t.adherence, {
                days: today.adherence.days,
                percent: today.adherence.percent,
                taken: today.adherence.taken,
                due: today.adherence.due,
              })}
        </p>
      )}
    </Card>
  );
}

function DoseRow({
  dose,
  busy,
  onAct,
}: {
  dose: Dose;
  busy: boolean;
  onAct(action: 'TAKEN' | 'SKIPPED' | 'UNDO'): void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const labels = medicationLabels(dose.prescription, language);
  const name = `${labels.name} ${dose.prescription.strength}`;
  const when = intl.formatDate(toDate(dose.scheduledFor), {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Hong_Kong',
  });
  const status = intl.formatMessage(t[`dose_${dose.status}`]);
  return (
    <li className={`home-dose home-dose--${dose.status}`}>
      <div className="home-dose__what">
        <p className="home-dose__name">{name}</p>
        <p className="muted">
          <time dateTime={String(dose.scheduledFor)}>{when}</time> · {labels.timing} ·{' '}
          <strong>{status}</strong>
        </p>
      </div>
      <div className="home-dose__actions">
        {dose.canMark && (
          <>
            <button
              type="button"
              className="btn btn--secondary"
              disabled={busy}
              aria-label={intl.formatMessage(t.markTakenOf, { name, when })}
              onClick={() => onAct('TAKEN')}
            >
              {intl.formatMessage(t.markTaken)}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={busy}
              aria-label={intl.formatMessage(t.markSkippedOf, { name, when })}
              onClick={() => onAct('SKIPPED')}
            >
              {intl.formatMessage(t.markSkipped)}
            </button>
          </>
        )}
        {dose.canUndo && (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy}
            aria-label={intl.formatMessage(t.undoOf, { name, when })}
            onClick={() => onAct('UNDO')}
          >
            {intl.formatMessage(t.undo)}
          </button>
        )}
      </div>
    </li>
  );
}
