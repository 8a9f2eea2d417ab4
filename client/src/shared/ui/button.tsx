import type { ComponentPropsWithRef } from 'react';

type Props = ComponentPropsWithRef<'button'> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Shows the busy text and blocks repeated presses. */
  busy?: boolean;
  busyText?: string;
  block?: boolean;
};

export function Button({
  variant = 'primary',
  busy = false,
  busyText,
  block = false,
  type = 'button',
  className,
  children,
  disabled,
  ...rest
}: Props) {
  const classes = ['btn', `btn--${variant}`, block && 'btn--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && busyText ? busyText : children}
    </button>
  );
}
