/** A cloud with its connection cut: the offline state's picture (decorative). */
export function OfflineIllustration() {
  return (
    <svg className="illustration" viewBox="0 0 200 140" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="122" rx="70" ry="9" fill="var(--color-border)" />
      <path
        d="M58 98a24 24 0 0 1 4-47.7 34 34 0 0 1 64.6-6.3A26 26 0 0 1 146 98z"
        fill="var(--color-primary-soft)"
        stroke="var(--color-primary)"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path
        d="M80 80a28 28 0 0 1 40 0M89 90a14 14 0 0 1 22 0"
        fill="none"
        stroke="var(--color-primary-dark)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="100" cy="100" r="4" fill="var(--color-primary-dark)" />
      <path d="M62 30 140 112" stroke="var(--color-accent)" strokeWidth="7" strokeLinecap="round" />
    </svg>
  );
}
