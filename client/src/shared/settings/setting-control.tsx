import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import {
  FREQUENCY_LABELS,
  isSettingKey,
  SETTINGS,
  type Frequency,
} from '#common/settings/user-settings';
import { useLanguage } from '../../i18n/use-language';
import { useErrorText } from '../api/use-error-text';
import { FormMessage } from '../ui/form-message';
import { UpdateSettingMutation } from './update-setting';
import { settingControlTexts } from './texts';
import './settings.css';

type Setting = { key: string; kind: string; value: string; options: readonly string[] };

/**
 * A privacy toggle (a switch) or a notification choice (a dropdown), saved on change; a
 * setting with a hint (what data sharing does) shows it under the control.
 */
export function SettingControl({ setting, label }: { setting: Setting; label: string }) {
  const { language } = useLanguage();
  const definition = isSettingKey(setting.key) ? SETTINGS[setting.key] : undefined;
  const hint = definition && 'hint' in definition ? definition.hint[language] : undefined;
  const hintId = `setting-${setting.key}-hint`;
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
            aria-describedby={hint ? hintId : undefined}
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
      {hint && (
        <p id={hintId} className="muted setting__hint">
          {hint}
        </p>
      )}
      <FormMessage tone="error">{failure}</FormMessage>
      {/* a screen reader hears that the change is stored; the text is visually hidden */}
      <span className="visually-hidden" role="status">
        {saved ? intl.formatMessage(settingControlTexts.t.saved, { label }) : ''}
      </span>
    </li>
  );
}
