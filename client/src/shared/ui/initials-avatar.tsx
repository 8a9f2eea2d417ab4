import { initialsOf } from '#common/person-name';

/** A round badge with a person's initials; decorative (the name is written beside it). */
export function InitialsAvatar({ name, size = 44 }: { name: string; size?: number }) {
  return (
    <span
      className="initials-avatar"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      aria-hidden="true"
      translate="no"
    >
      {initialsOf(name)}
    </span>
  );
}
