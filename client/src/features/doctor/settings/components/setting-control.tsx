import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { FREQUENCY_LABELS, type Frequency } from '#common/settings/user-settings';
import { useLanguage } from '../../../../i18n/use-language';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { FormMessage } from '../../../../shared/ui/form-message';
import { UpdateSettingMutation } from '../api/update-setting';
import { doctorSettingsTexts } from '../texts';

type Setting = { key: string; kind: string; value: string; options: readonly string[] };

/** A privacy toggle (a switch) or a notification choice (a dropdown), saved on change. */
export function SettingControl({ setting, label }: { setting: Setting; label: string }) {
  const { language } = useLanguage();
  const errorText = useErrorText();
  const [update] = useMutation(UpdateSettingMutation);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const intl = useIntl();
  const id = `setting-${setting.key}`;
  const save = async (variables: { enabled?: boolean; choice?: string }, value: string) => {
    setFailure(undefined);
    setSaved(false);
    try {
      await update({
        variables: { key: setting.key, ...variables },
        optimisticResponse: {
          updateSetting: {
            ...setting,
            options: [...setting.options],
            value,
          },
        },
      });
      setSaved(true);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <li className="setting">
      {setting.kind === 'toggle' ? (
        <label className="setting__toggle" htmlFor={id}>
          <span>{label}</span>
          <input
            id={id}
            type="checkbox"
            role="switch"
            className="switch"
            checked={setting.value === 'true'}
            onChange={(event) =>
              void save({ enabled: event.target.checked }, String(event.target.checked))
            }
          />
        </label>
      ) : (
        <div className="field setting__choice">
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          <select
            id={id}
            className="field__input field__select"
            value={setting.value}
            onChange={(event) => void save({ choice: event.target.value }, event.target.value)}
          >
            {setting.options.map((option) => (
              <option key={option} value={option}>
                {FREQUENCY_LABELS[option as Frequency]?.[language] ?? option}
              </option>
            ))}
          </select>
        </div>
      )}
      <FormMessage tone="error">{failure}</FormMessage>
      {/* a screen reader hears that the change is stored; the text is visually hidden */}
      <span className="visually-hidden" role="status">
        {saved ? intl.formatMessage(doctorSettingsTexts.t.saved, { label }) : ''}
      </span>
    </li>
  );
}
