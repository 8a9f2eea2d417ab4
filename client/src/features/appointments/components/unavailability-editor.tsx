import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { APPOINTMENT_SLOTS } from '#common/appointments';
import { fieldProblems } from '#common/validation/field-problems';
import { unavailabilitySchema } from '#common/validation/appointments';
import { commonTexts } from '../../../i18n/common-texts';
import { validationDescriptor } from '../../../i18n/server-texts';
import { readApiError } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { Button } from '../../../shared/ui/button';
import { FormMessage } from '../../../shared/ui/form-message';
import { TextField } from '../../../shared/ui/text-field';
import { MyUnavailabilityQuery } from '../api/my-unavailability';
import { SetUnavailabilityMutation } from '../api/set-unavailability';
import { useAppointmentFormat } from '../lib/use-appointment-format';
import { useFleetingMessage } from '../lib/use-fleeting-message';
import { appointmentsTexts } from '../texts';

type Day = { date: string; allDay: boolean; times: string[] };
const EMPTY: Day = { date: '', allDay: false, times: [] };
/** Only the input's fields (the cached answer also carries __typename). */
const plain = ({ date, allDay, times }: Day): Day => ({ date, allDay, times: [...times] });

/**
 * A doctor's days and times away: pick a date, mark the whole day or some slots, save.
 * A component of its own, so doctor settings can hold it as well as its own page.
 */
export function UnavailabilityEditor() {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  const format = useAppointmentFormat();
  const errorText = useErrorText();
  const { data, loading } = useQuery(MyUnavailabilityQuery, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SetUnavailabilityMutation, {
    refetchQueries: [MyUnavailabilityQuery],
    awaitRefetchQueries: true,
  });
  const [draft, setDraft] = useState<Day>(EMPTY);
  const [message, showMessage] = useFleetingMessage();
  // The date's problem stays under it until the date changes (the fleeting message goes).
  const [dateProblem, setDateProblem] = useState<string>();
  const days = data?.myUnavailability ?? [];
  const problemText = (id: string) => intl.formatMessage(validationDescriptor(intl, id));

  /** Saves a day; `fromForm` puts a problem with the date under the form's date field. */
  const submit = async (day: Day, fromForm = false) => {
    const problem = fromForm ? fieldProblems(unavailabilitySchema, day).date : undefined;
    if (problem) return setDateProblem(problemText(problem));
    try {
      const result = await save({ variables: { input: day } });
      const saved = result.data!.setUnavailability;
      showMessage({
        tone: 'success',
        text: intl.formatMessage(t.saved, { date: format.date(saved.date) }),
      });
      setDraft(EMPTY);
    } catch (error) {
      const refused = readApiError(error).fields.date;
      if (fromForm && refused) setDateProblem(problemText(refused));
      showMessage({ tone: 'error', text: errorText(error, fromForm ? ['date'] : []) });
    }
  };
  const pickDate = (date: string) => {
    setDateProblem(undefined);
    const known = days.find((d) => d.date === date);
    setDraft(known ? plain(known) : { date, allDay: false, times: [] });
  };
  const toggleTime = (time: string) =>
    setDraft((d) => ({
      ...d,
      times: d.times.includes(time) ? d.times.filter((x) => x !== time) : [...d.times, time],
    }));

  return (
    <div className="unavailability">
      <p className="muted">{intl.formatMessage(t.availabilityIntro)}</p>
      <form
        className="card form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(draft, true);
        }}
      >
        <TextField
          id="unavailable-date"
          label={intl.formatMessage(t.date)}
          type="date"
          value={draft.date}
          error={dateProblem}
          onChange={(event) => pickDate(event.target.value)}
        />
        <label className="unavailability__check">
          <input
            type="checkbox"
            checked={draft.allDay}
            onChange={(event) => setDraft((d) => ({ ...d, allDay: event.target.checked }))}
          />
          {intl.formatMessage(t.wholeDay)}
        </label>
        {!draft.allDay && (
          <fieldset className="unavailability__times">
            <legend className="choices__legend">{intl.formatMessage(t.someTimes)}</legend>
            {APPOINTMENT_SLOTS.map((time) => (
              <label key={time} className="unavailability__check">
                <input
                  type="checkbox"
                  checked={draft.times.includes(time)}
                  onChange={() => toggleTime(time)}
                />
                {format.time(time)}
              </label>
            ))}
          </fieldset>
        )}
        <FormMessage tone={message?.tone ?? 'success'}>{message?.text}</FormMessage>
        <Button type="submit" busy={saving.loading} busyText={intl.formatMessage(t.saving)}>
          {intl.formatMessage(t.save)}
        </Button>
      </form>
      <h2 className="unavailability__heading">{intl.formatMessage(t.blocked)}</h2>
      {loading && !data && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      {data && !days.length && <p className="muted">{intl.formatMessage(t.noBlocked)}</p>}
      <BlockedDays
        days={days}
        onEdit={(day) => pickDate(day.date)}
        onClear={(date) => void submit({ date, allDay: false, times: [] })}
      />
    </div>
  );
}

/** The days already marked away, each to edit or clear. */
function BlockedDays({
  days,
  onEdit,
  onClear,
}: {
  days: readonly Day[];
  onEdit(day: Day): void;
  onClear(date: string): void;
}) {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  const format = useAppointmentFormat();
  return (
    <ul className="unavailability__list">
      {days.map((day) => (
        <li key={day.date} className="card unavailability__day">
          <div>
            <p className="unavailability__date">{format.date(day.date)}</p>
            <p className="muted">
              {day.allDay
                ? intl.formatMessage(t.wholeDay)
                : intl.formatMessage(t.blockedTimes, {
                    times: day.times.map(format.time).join(', '),
                  })}
            </p>
          </div>
          <div className="unavailability__actions">
            <button type="button" className="btn btn--ghost" onClick={() => onEdit(day)}>
              {intl.formatMessage(t.edit)}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => onClear(day.date)}>
              {intl.formatMessage(t.clearDay)}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
