// The safety banner's size: full the first time a level is raised, then a one-line bar
// once the patient has read it (sent another message) or folded it, so the conversation
// keeps most of a phone's screen. A higher level (orange to red) shows in full again.
import { useState } from 'react';
import type { UrgentLevel } from './urgent-level';

export function useSafetyBar(urgent: UrgentLevel | null) {
  const [seenLevel, setSeenLevel] = useState<UrgentLevel | null>(null);
  const compact = urgent !== null && seenLevel === urgent;
  return {
    compact,
    /** The patient went on after the warning: it has been read. */
    markSeen: () => {
      if (urgent) setSeenLevel(urgent);
    },
    toggle: () => setSeenLevel(compact ? null : urgent),
  };
}
