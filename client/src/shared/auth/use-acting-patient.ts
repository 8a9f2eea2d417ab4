import { useSyncExternalStore } from 'react';
import { useAuth } from './auth-context';
import { careForStore } from './care-for-store';

/**
 * Whose record a patient page shows: the signed-in patient's own, or for a family carer
 * the person they act for (null until one is chosen).
 */
export function useActingPatient(): { id: string; name: string } | null {
  const { user } = useAuth();
  const { selection } = useSyncExternalStore(careForStore.subscribe, careForStore.getSnapshot);
  if (!user) return null;
  if (user.role !== 'carer') return { id: user.id, name: user.name };
  return selection && { id: selection.patientId, name: selection.name };
}
