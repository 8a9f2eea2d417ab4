// Text size chosen on /display_language: kept on this device, and with the account while
// signed in (display-preferences.ts).
import { useSyncExternalStore } from 'react';
import { FONT_SIZES, type FontSize } from '#common/settings/display';

export { FONT_SIZES, type FontSize };

const KEY = 'fontSize';
const listeners = new Set<() => void>();
let current: FontSize = 'medium';

function apply(size: FontSize) {
  current = size;
  document.documentElement.dataset.fontSize = size;
}

export const fontSizeStore = {
  init() {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(KEY);
    } catch {
      // storage blocked: keep the default
    }
    apply(FONT_SIZES.includes(stored as FontSize) ? (stored as FontSize) : 'medium');
  },
  get: () => current,
  set(size: FontSize) {
    apply(size);
    try {
      localStorage.setItem(KEY, size);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useFontSize = () => useSyncExternalStore(fontSizeStore.subscribe, fontSizeStore.get);
