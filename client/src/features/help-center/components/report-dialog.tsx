import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ValidationError } from 'yup';
import {
  SUPPORT_MESSAGE_MAX,
  supportMessageSchema,
  type SupportKind,
} from '#common/validation/support';
import { validationDescriptor } from '../../../i18n/server-texts';
import { readApiError } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAuth } from '../../../shared/auth/auth-context';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { FormMessage } from '../../../shared/ui/form-message';
import { SendSupportMessageMutation } from '../api/send-support-message';
import { helpTexts } from '../texts';

type Props = { kind: SupportKind | undefined; onClose(sent: boolean): void };

/** Report a bug / Send feedback: a message stored and e-mailed to support. */
export function ReportDialog({ kind, onClose }: Props) {
  const { t } = helpTexts;
  const intl = useIntl();
  const { user } = useAuth();
  const errorText = useErrorText();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  // A problem with the message itself is shown under the box; anything else above Send.
  const [problem, setProblem] = useState<string>();
  const [send, { loading }] = useMutation(SendSupportMessageMutation);
  if (!kind) return null;
  const close = (sent: boolean) => {
    setMessage('');
    setError(undefined);
    setProblem(undefined);
    onClose(sent);
  };
  const problemText = (id: string) => intl.formatMessage(validationDescriptor(intl, id));
  const submit = async () => {
    setError(undefined);
    try {
      supportMessageSchema.validateSync({ kind, message });
    } catch (invalid) {
      if (invalid instanceof ValidationError) return setProblem(problemText(invalid.message));
      throw invalid;
    }
    try {
      await send({ variables: { input: { kind, message } } });
      close(true);
    } catch (failure) {
      const refused = readApiError(failure).fields.message;
      if (refused) setProblem(problemText(refused));
      else setError(errorText(failure));
    }
  };
  const title = intl.formatMessage(kind === 'BUG' ? t.reportBug : t.sendFeedback);
  return (
    <Dialog open title={title} onClose={loading ? undefined : () => close(false)}>
      {!user ? (
        <>
          <p className="dialog__body">{intl.formatMessage(t.signInToSend)}</p>
          <div className="dialog__actions">
            <Button variant="secondary" onClick={() => close(false)}>
              {intl.formatMessage(t.cancel)}
            </Button>
            <Link className="btn btn--primary" to="/login">
              {intl.formatMessage(t.signIn)}
            </Link>
          </div>
        </>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="support-message">
              {intl.formatMessage(kind === 'BUG' ? t.bugLabel : t.feedbackLabel)}
            </label>
            <textarea
              id="support-message"
              className="field__input"
              rows={5}
              maxLength={SUPPORT_MESSAGE_MAX}
              data-autofocus
              value={message}
              aria-describedby={`support-message-hint${problem ? ' support-message-error' : ''}`}
              aria-invalid={!!problem || undefined}
              onChange={(event) => {
                setProblem(undefined);
                setMessage(event.target.value);
              }}
            />
            <p id="support-message-hint" className="muted">
              {intl.formatMessage(t.bugHint)}
            </p>
            {problem && (
              <p id="support-message-error" className="field__error" role="alert">
                {problem}
              </p>
            )}
          </div>
          <FormMessage tone="error">{error}</FormMessage>
          <div className="dialog__actions">
            <Button variant="secondary" disabled={loading} onClick={() => close(false)}>
              {intl.formatMessage(t.cancel)}
            </Button>
            <Button type="submit" busy={loading} busyText={intl.formatMessage(t.sending)}>
              {intl.formatMessage(t.send)}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
