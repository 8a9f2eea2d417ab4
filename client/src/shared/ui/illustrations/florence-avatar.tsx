import { useId } from 'react';

/**
 * Florence's face: a nurse with a cap marked by the app's heart, drawn for this app.
 * Decorative unless `label` is given (then it is an image with that name).
 */
export function FlorenceAvatar({ size = 40, label }: { size?: number; label?: string }) {
  const clip = useId();
  return (
    <svg
      className="florence-avatar"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      <clipPath id={clip}>
        <circle cx="32" cy="32" r="32" />
      </clipPath>
      <circle cx="32" cy="32" r="32" fill="#e3f1f2" />
      <g clipPath={`url(#${clip})`}>
        <path d="M8 66c0-13 10.7-19.5 24-19.5S56 53 56 66z" fill="#1f6f78" />
        <path d="M28 42h8v7l-4 4-4-4z" fill="#eec0a0" />
        <path d="M26.5 47.5 32 54l5.5-6.5 3 1.2L32 58l-8.5-9.3z" fill="#fff" />
        <path
          d="M17 35c0-10.5 6.7-18 15-18s15 7.5 15 18v7.5c0 1.7-1.3 3-3 3H20c-1.7 0-3-1.3-3-3z"
          fill="#3b2a25"
        />
        <ellipse cx="32" cy="34" rx="11" ry="12.5" fill="#f5d0b5" />
        <path
          d="M20.6 32.5c1.6-6.8 6-10.5 11.4-10.5s9.8 3.7 11.4 10.5c-4.6-.8-8.6-3-11-6.2-2.4 3.2-7 5.4-11.8 6.2z"
          fill="#3b2a25"
        />
        <path
          d="M20.5 21.5 23 13h18l2.5 8.5c-7.3-2.2-15.7-2.2-23 0z"
          fill="#fff"
          stroke="#c9d8da"
          strokeWidth="1"
        />
        <path
          d="M32 19.6s-3.4-2-3.4-4.1a1.8 1.8 0 0 1 3.4-.9 1.8 1.8 0 0 1 3.4.9c0 2.1-3.4 4.1-3.4 4.1z"
          fill="#1f6f78"
        />
        <circle cx="27.8" cy="35" r="1.5" fill="#1d2a2e" />
        <circle cx="36.2" cy="35" r="1.5" fill="#1d2a2e" />
        <circle cx="25" cy="39.3" r="2" fill="#f2a65a" opacity="0.35" />
        <circle cx="39" cy="39.3" r="2" fill="#f2a65a" opacity="0.35" />
        <path
          d="M28.6 40.2c1.9 2 4.9 2 6.8 0"
          fill="none"
          stroke="#1d2a2e"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
