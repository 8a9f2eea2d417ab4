import type { CSSProperties } from 'react';
import { LEVEL_COLOURS, type AlertLevel } from '../../../shared/triage/alert-levels';

/** The level's colours as custom properties for the stylesheet. */
export const levelStyle = (level: AlertLevel) =>
  ({
    '--level-strong': LEVEL_COLOURS[level].strong,
    '--level-soft': LEVEL_COLOURS[level].soft,
  }) as CSSProperties;
