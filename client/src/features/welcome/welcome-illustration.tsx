/** A calm, decorative scene: a heart held in two hands under a sun. */
export function WelcomeIllustration() {
  return (
    <svg className="welcome__art" viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <circle cx="120" cy="90" r="82" fill="var(--color-primary-soft)" />
      <circle cx="182" cy="42" r="16" fill="var(--color-accent)" opacity="0.85" />
      <path
        d="M120 126s-38-22-38-50a20 20 0 0 1 38-9 20 20 0 0 1 38 9c0 28-38 50-38 50z"
        fill="var(--color-primary)"
      />
      <path
        d="M52 128c18 6 34 14 50 14h36c16 0 32-8 50-14"
        fill="none"
        stroke="var(--color-primary-dark)"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path d="M110 86h20M120 76v20" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
