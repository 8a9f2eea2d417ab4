import { ICON_PATHS, type IconName } from './icon-paths';
import { SvgIcon } from './svg-icon';

/** A decorative icon by name; give the control around it the accessible name. */
export function Icon({
  name,
  size,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return <SvgIcon paths={ICON_PATHS[name]} size={size} className={className} />;
}
