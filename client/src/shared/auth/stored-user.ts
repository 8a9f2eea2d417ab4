// The signed-in user as kept in localStorage (`user`), and where each role starts.
export type Role = 'patient' | 'doctor';
export type StoredUser = { id: string; username: string; role: Role; name: string };

type ServerUser = {
  id: string;
  username: string;
  role: 'PATIENT' | 'DOCTOR';
  profile?: { fullName?: string | null } | null;
};

export function toStoredUser(user: ServerUser): StoredUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role === 'DOCTOR' ? 'doctor' : 'patient',
    name: user.profile?.fullName?.trim() || user.username,
  };
}

export const homePathFor = (role: Role | undefined) =>
  role === 'doctor' ? '/doctor_home' : '/home';

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser>;
    if (typeof value.id !== 'string' || typeof value.username !== 'string') return null;
    return {
      id: value.id,
      username: value.username,
      role: value.role === 'doctor' ? 'doctor' : 'patient',
      name: typeof value.name === 'string' ? value.name : value.username,
    };
  } catch {
    return null;
  }
}
