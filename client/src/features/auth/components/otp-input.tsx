import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { pasteDigits, typeDigit } from '../lib/otp-digits';
import { authTexts } from '../texts';

type Props = {
  digits: string[];
  onChange(digits: string[]): void;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Receives the first box, so the page can focus it again after an error. */
  firstRef?: (input: HTMLInputElement | null) => void;
};

/** Six one-digit boxes that behave like one code field. */
export function OtpInput({ digits, onChange, readOnly, invalid, describedBy, firstRef }: Props) {
  const { t } = authTexts;
  const intl = useIntl();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => boxes.current[index]?.focus();

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = pasteDigits(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    onChange(pasted.digits);
    focusBox(pasted.focus);
  };

  return (
    <fieldset className="otp">
      <legend className="visually-hidden">{intl.formatMessage(t.otpCodeLegend)}</legend>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(input) => {
            boxes.current[index] = input;
            if (index === 0) firstRef?.(input);
          }}
          className="otp__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={2}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={intl.formatMessage(t.otpDigit, { n: index + 1 })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digit}
          readOnly={readOnly}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            if (typed.replace(/\D/g, '').length > 1 && index === 0 && !digits.some(Boolean)) {
              // autofill of the whole code (one-time-code) lands in the first box
              const filled = pasteDigits(typed);
              if (filled) {
                onChange(filled.digits);
                focusBox(filled.focus);
                return;
              }
            }
            const next = typeDigit(digits, index, typed);
            onChange(next.digits);
            focusBox(next.focus);
          }}
        />
      ))}
    </fieldset>
  );
}
