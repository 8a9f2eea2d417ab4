/** What each medal shows in its middle: the days for a streak, a sign for the others. */
const GLYPHS: Record<string, string> = {
  'first-check-in': '1',
  'streak-7': '7',
  'streak-14': '14',
  'streak-21': '21',
  'streak-25': '25',
  'profile-complete': '✓',
  'articles-5': '5',
  'doses-7': '7',
  rank: '★',
};

/**
 * A badge's medal, drawn for the app (decorative: the badge's name is always written
 * beside it). Locked medals are grey with a padlock.
 */
export function BadgeMedal({
  id,
  unlocked,
  size = 72,
}: {
  id: string;
  unlocked: boolean;
  size?: number;
}) {
  const fill = unlocked ? 'var(--color-primary)' : 'var(--color-border)';
  return (
    <svg
      className={`badge-medal${unlocked ? '' : ' badge-medal--locked'}`}
      width={size}
      height={size}
      viewBox="0 0 72 72"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M24 44 L16 70 L28 64 L34 72 L38 48 Z" fill={fill} opacity="0.6" />
      <path d="M48 44 L56 70 L44 64 L38 72 L34 48 Z" fill={fill} opacity="0.6" />
      <circle cx="36" cy="30" r="26" fill={fill} />
      <circle cx="36" cy="30" r="20" fill="none" stroke="#fff" strokeWidth="2" opacity="0.7" />
      <text
        x="36"
        y="37"
        textAnchor="middle"
        fontSize="20"
        fontWeight="700"
        fill={unlocked ? '#fff' : 'var(--color-muted)'}
      >
        {GLYPHS[id] ?? '?'}
      </text>
      {!unlocked && (
        <g transform="translate(48 40)">
          <rect x="0" y="6" width="16" height="12" rx="2" fill="var(--color-muted)" />
          <path
            d="M4 6 V3 a4 4 0 0 1 8 0 V6"
            fill="none"
            stroke="var(--color-muted)"
            strokeWidth="2"
          />
        </g>
      )}
    </svg>
  );
}
