// The safety banner follows the most serious urgent finding of the session so far.
export type UrgentLevel = 'RED' | 'ORANGE';

/** RED and ORANGE findings mid-session are urgent; anything else is not. */
export const urgentOf = (level: string | null | undefined): UrgentLevel | null =>
  level === 'RED' || level === 'ORANGE' ? level : null;

/** A banner never steps down during a session. */
export const stronger = (a: UrgentLevel | null, b: UrgentLevel | null): UrgentLevel | null =>
  a === 'RED' || b === 'RED' ? 'RED' : (a ?? b);
