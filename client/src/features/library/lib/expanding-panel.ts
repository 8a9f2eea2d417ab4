// The article's content panel (spec): it expands when the reader scrolls or swipes up by
// more than 20 px, 300 ms after the gesture, and collapses again back at the top.
export const SWIPE_THRESHOLD_PX = 20;
export const EXPAND_DELAY_MS = 300;

export type PanelGesture =
  | { kind: 'scroll'; scrollTop: number; startTop: number }
  | { kind: 'swipe'; startY: number; currentY: number; scrollTop: number };

/** 'expand' (after the delay), 'collapse' (at once) or nothing for a gesture. */
export function panelResponse(gesture: PanelGesture): 'expand' | 'collapse' | null {
  if (gesture.scrollTop <= 0 && gesture.kind === 'scroll') return 'collapse';
  const moved =
    gesture.kind === 'scroll'
      ? gesture.scrollTop - gesture.startTop
      : gesture.startY - gesture.currentY;
  return moved > SWIPE_THRESHOLD_PX ? 'expand' : null;
}
