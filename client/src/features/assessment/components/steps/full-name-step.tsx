import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../../../shared/auth/auth-context';
import { TextField } from '../../../../shared/ui/text-field';
import { assessmentTexts } from '../../texts';
import { AssessmentShell } from '../assessment-shell';
import type { StepProps } from './step-props';

export function FullNameStep({ profile }: StepProps) {
  const { t } = assessmentTexts;
  const intl = useIntl();
  const auth = useAuth();
  const [fullName, setFullName] = useState(profile?.fullName ?? '');
  const trimmed = fullName.trim();

  // The stored user's name (greetings, headers) follows the saved one.
  const keepNameInSession = () => auth.user && auth.updateUser({ ...auth.user, name: trimmed });

  return (
    <AssessmentShell
      step={1}
      title={intl.formatMessage(t.nameTitle)}
      hint={intl.formatMessage(t.nameHint)}
      values={{ fullName: trimmed || undefined }}
      onSaved={keepNameInSession}
    >
      <TextField
        id="assessment-full-name"
        label={intl.formatMessage(t.nameLabel)}
        value={fullName}
        autoComplete="name"
        maxLength={100}
        onChange={(event) => setFullName(event.target.value)}
      />
    </AssessmentShell>
  );
}
