/** A message about the whole form: errors are announced at once, successes politely. */
export function FormMessage({
  id,
  tone,
  children,
}: {
  id?: string;
  tone: 'error' | 'success' | 'info';
  children?: string;
}) {
  if (!children) return null;
  return (
    <p
      id={id}
      className={`form-message form-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}
