/**
 * A decorative 24×24 stroke icon drawn from its path data; give the control around it the
 * accessible name. `Icon` picks the paths by name from the whole set; the first screens use
 * this directly with the one path they need, so they do not download every icon.
 */
export function SvgIcon({
  paths,
  size = 24,
  className,
}: {
  paths: readonly string[];
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
