// The signed-in user as kept in localStorage (`user`), and where each role starts.
export type Role = 'patient' | 'doctor' | 'carer';
export type StoredUser = { id: string; username: string; role: Role; name: string };

type ServerUser = {
  id: string;
  username: string;
  role: 'PATIENT' | 'DOCTOR' | 'CARER';
  profile?: { fullName?: string | null } | null;
};

export function toStoredUser(user: ServerUser): StoredUser {
  return {
    id: user.id,
    username: user.username,
    role: toRole(user.role.toLowerCase()),
    name: user.profile?.fullName?.trim() || user.username,
  };
}

// anything unknown is a patient: the role with the least reach beyond their own record
const toRole = (value: unknown): Role =>
  value === 'doctor' || value === 'carer' ? value : 'patient';

const HOMES: Record<Role, string> = {
  patient: '/home',
  doctor: '/doctor_home',
  carer: '/carer_home',
};

export const homePathFor = (role: Role | undefined) => HOMES[role ?? 'patient'];

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser>;
    if (typeof value.id !== 'string' || typeof value.username !== 'string') return null;
    return {
      id: value.id,
      username: value.username,
      role: toRole(value.role),
      name: typeof value.name === 'string' ? value.name : value.username,
    };
  } catch {
    return null;
  }
}
