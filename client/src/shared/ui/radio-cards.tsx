import type { ReactNode } from 'react';

export type RadioOption<V extends string> = {
  value: V;
  label: string;
  description?: string;
  disabled?: boolean;
};

type Props<V extends string> = {
  name: string;
  legend: string;
  /** Hide the legend visually (it stays for screen readers). */
  hideLegend?: boolean;
  options: ReadonlyArray<RadioOption<V>>;
  value: V | '';
  onChange(value: V): void;
  /** 'cards' stacks large choices; 'segmented' is a compact row (units, tabs). */
  layout?: 'cards' | 'grid' | 'segmented';
  /** What is wrong with the choice (a form field's message), said under it and read with it. */
  error?: string;
  children?: ReactNode;
};

/** One choice out of several, as native radio buttons (arrow keys work). */
export function RadioCards<V extends string>({
  name,
  legend,
  hideLegend,
  options,
  value,
  onChange,
  layout = 'cards',
  error,
  children,
}: Props<V>) {
  const errorId = `${name}-choice-error`;
  return (
    <fieldset
      className={`choices choices--${layout}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={hideLegend ? 'visually-hidden' : 'choices__legend'}>{legend}</legend>
      <div className="choices__list">
        {options.map((option) => (
          <label
            key={option.value}
            className={`choice${option.value === value ? ' choice--selected' : ''}${option.disabled ? ' choice--disabled' : ''}`}
          >
            <input
              type="radio"
              className="choice__input"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className="choice__label">{option.label}</span>
            {option.description && (
              <span className="choice__description">{option.description}</span>
            )}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
