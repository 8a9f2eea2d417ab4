import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ASSESSMENT_STEPS } from '#common/validation/profile';
import { useErrorText } from '../../../shared/api/use-error-text';
import { validationDescriptor } from '../../../i18n/server-texts';
import { assessmentPath } from '../../../shared/paths';
import { BackButton } from '../../../shared/ui/back-button';
import { Button } from '../../../shared/ui/button';
import { FormMessage } from '../../../shared/ui/form-message';
import { ProgressBar } from '../../../shared/ui/progress-bar';
import { stepProblem, type StepNumber, type StepValues } from '../lib/step-problem';
import { useSaveStep } from '../lib/use-save-step';
import { assessmentTexts } from '../texts';
import '../assessment.css';

/** Skipping the rest of the wizard is offered from this step on. */
const FIRST_SKIPPABLE_STEP = 4;

type Props = {
  step: StepNumber;
  title: string;
  hint?: string;
  values: StepValues;
  /** A second way out of the step that saves fixed answers (e.g. "Prefer not to say" → N/A). */
  alternative?: { label: string; values: StepValues };
  onSaved?: (values: StepValues) => void;
  children: ReactNode;
};

/** Progress, back, skip and Continue around one step's questions; Continue saves the step. */
export function AssessmentShell({
  step,
  title,
  hint,
  values,
  alternative,
  onSaved,
  children,
}: Props) {
  const { t } = assessmentTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const { save, saving } = useSaveStep(step);
  const [initial] = useState(() => JSON.stringify(values));
  const [error, setError] = useState<string>();
  // Continue is never greyed out: pressed too early, it says what the step still needs.
  const [attempted, setAttempted] = useState(false);
  const problem = stepProblem(step, values);
  const changed = JSON.stringify(values) !== initial;
  const shownProblem = problem && (changed || attempted) ? problem : undefined;

  const submit = async (answers: StepValues) => {
    setError(undefined);
    try {
      await save(answers, onSaved);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <section className="assessment">
      <div className="assessment__top">
        <BackButton
          to={step > 1 ? assessmentPath(step - 1) : '/home'}
          label={intl.formatMessage(t.back)}
        />
        <ProgressBar current={step} total={ASSESSMENT_STEPS} />
        {step >= FIRST_SKIPPABLE_STEP ? (
          <Link className="assessment__skip" to="/home">
            {intl.formatMessage(t.skip)}
          </Link>
        ) : (
          <span className="assessment__skip" />
        )}
      </div>
      <form
        className="assessment__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (problem) setAttempted(true);
          else void submit(values);
        }}
      >
        <h1 className="assessment__title">{title}</h1>
        {hint && <p className="muted assessment__hint">{hint}</p>}
        <div className="assessment__body">{children}</div>
        <p id="assessment-problem" className="assessment__problem" aria-live="polite">
          {shownProblem ? intl.formatMessage(validationDescriptor(intl, shownProblem)) : ''}
        </p>
        <FormMessage tone="error">{error}</FormMessage>
        <div className="assessment__actions">
          <Button
            type="submit"
            block
            aria-describedby={shownProblem ? 'assessment-problem' : undefined}
            busy={saving}
            busyText={intl.formatMessage(t.saving)}
          >
            {intl.formatMessage(step === ASSESSMENT_STEPS ? t.finish : t.continue)}
          </Button>
          {alternative && (
            <Button
              variant="secondary"
              block
              disabled={saving}
              onClick={() => void submit(alternative.values)}
            >
              {alternative.label}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
