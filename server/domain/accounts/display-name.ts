/** A person's name as others see it: their full name, else their username. */
export const displayName = (user: {
  username: string;
  profile: { fullName: string | null } | null;
}) => user.profile?.fullName?.trim() || user.username;
