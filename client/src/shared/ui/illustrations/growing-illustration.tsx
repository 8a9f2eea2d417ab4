/** A seedling in a pot beside a calendar page: "this part is on its way" (decorative). */
export function GrowingIllustration() {
  return (
    <svg className="illustration" viewBox="0 0 200 140" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="124" rx="74" ry="8" fill="var(--color-border)" />
      <rect
        x="108"
        y="30"
        width="62"
        height="70"
        rx="10"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="4"
      />
      <path d="M108 48h62" stroke="var(--color-primary)" strokeWidth="4" />
      <path
        d="M124 24v12M154 24v12"
        stroke="var(--color-primary-dark)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M122 64h10M138 64h10M154 64h4M122 80h10M138 80h10"
        stroke="var(--color-border)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M44 92h52l-6 28H50z" fill="var(--color-accent)" />
      <path
        d="M70 92V58"
        stroke="var(--color-primary-dark)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M70 70c-18 0-26-10-26-22 14 0 26 6 26 22z" fill="var(--color-primary)" />
      <path
        d="M70 62c0-16 10-26 26-26 0 14-8 26-26 26z"
        fill="var(--color-primary-soft)"
        stroke="var(--color-primary)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
    </svg>
  );
}
