import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commonTexts } from '../../i18n/common-texts';
import { EYE_OFF_PATHS, EYE_PATHS } from './first-screen-icons';
import { SvgIcon } from './svg-icon';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className="field__toggle"
      aria-controls={props.id}
      aria-pressed={visible}
      aria-label={intl.formatMessage(
        visible ? commonTexts.t.hidePassword : commonTexts.t.showPassword,
      )}
      onClick={() => setVisible((v) => !v)}
    >
      <SvgIcon paths={visible ? EYE_OFF_PATHS : EYE_PATHS} size={20} />
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} trailing={toggle} />;
}
