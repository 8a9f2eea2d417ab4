import type { CSSProperties } from 'react';
import type { AlertLevel } from '#common/triage-labels';
import { LEVEL_COLOURS } from '../../../shared/triage/alert-levels';

/** The level's colours as custom properties for the stylesheet. */
export const levelStyle = (level: AlertLevel) =>
  ({
    '--level-strong': LEVEL_COLOURS[level].strong,
    '--level-soft': LEVEL_COLOURS[level].soft,
  }) as CSSProperties;
