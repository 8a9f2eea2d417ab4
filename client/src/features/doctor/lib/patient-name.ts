type Person = { username: string; profile?: { fullName?: string | null } | null };

/** The profile name, or the username while there is none. */
export const patientName = (patient: Person) =>
  patient.profile?.fullName?.trim() || patient.username;
