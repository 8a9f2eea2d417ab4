import { useEffect, useRef } from 'react';
import { Icon } from './icon';
import '../styles/search-toggle.css';

type Props = {
  id: string;
  /** The search field's label, also the open button's name. */
  label: string;
  closeLabel: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  value: string;
  onChange(value: string): void;
};

/** A search button that opens a search field; closing it clears the text (spec). */
export function SearchToggle({
  id,
  label,
  closeLabel,
  open,
  onOpenChange,
  value,
  onChange,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const close = () => {
    onChange('');
    onOpenChange(false);
  };
  if (!open)
    return (
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        onClick={() => onOpenChange(true)}
      >
        <Icon name="search" />
      </button>
    );
  return (
    <div className="search-toggle" role="search">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <Icon name="search" size={20} className="search-toggle__icon" />
      <input
        ref={input}
        id={id}
        className="field__input search-toggle__input"
        type="search"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && close()}
      />
      <button type="button" className="icon-button" aria-label={closeLabel} onClick={close}>
        <Icon name="close" />
      </button>
    </div>
  );
}
