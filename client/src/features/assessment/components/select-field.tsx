type Option = { value: string; label: string };

type Props = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  options: readonly Option[];
  onChange(value: string): void;
};

/** A labelled native select (the picker each phone already knows). */
export function SelectField({ id, label, placeholder, value, options, onChange }: Props) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
