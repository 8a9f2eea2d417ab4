/** What a read selects to name a person (`displayName`). */
export const DISPLAY_NAME_SELECT = {
  username: true,
  profile: { select: { fullName: true } },
} as const;

/** A person's name as others see it: their full name, else their username. */
export const displayName = (user: {
  username: string;
  profile: { fullName: string | null } | null;
}) => user.profile?.fullName?.trim() || user.username;
