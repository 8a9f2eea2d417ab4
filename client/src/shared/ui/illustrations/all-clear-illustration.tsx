/** A clipboard with a tick: nothing waits here (decorative). */
export function AllClearIllustration() {
  return (
    <svg className="illustration" viewBox="0 0 200 140" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="126" rx="62" ry="8" fill="var(--color-border)" />
      <rect
        x="62"
        y="20"
        width="76"
        height="100"
        rx="10"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="4"
      />
      <rect x="82" y="12" width="36" height="16" rx="6" fill="var(--color-primary)" />
      <circle cx="100" cy="70" r="26" fill="var(--color-primary-soft)" />
      <path
        d="M88 70l8 8 16-17"
        fill="none"
        stroke="var(--color-primary-dark)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
