// Reads Florence's finished replies aloud (speechSynthesis), in the session's language.
// What was already on screen when the page opened is not read again.
import { useEffect, useRef } from 'react';
import type { ChatLine } from './chat-state';

const synthesis = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

export function useReadAloud(lines: readonly ChatLine[], lang: string, enabled: boolean) {
  const lastRead = useRef<string | null>(null);

  useEffect(() => {
    const last = lines.findLast((line) => line.sender === 'BOT' && !line.local);
    if (!last || last.streaming || last.id === lastRead.current) return;
    const first = lastRead.current === null;
    lastRead.current = last.id;
    const speech = synthesis();
    if (first || !enabled || !speech) return;
    speech.cancel();
    const utterance = new SpeechSynthesisUtterance(last.text);
    utterance.lang = lang;
    speech.speak(utterance);
  }, [lines, lang, enabled]);

  useEffect(() => {
    if (!enabled) synthesis()?.cancel();
  }, [enabled]);
  useEffect(() => () => synthesis()?.cancel(), []);
}

/** Florence stops talking when the patient starts. */
export const stopReading = () => synthesis()?.cancel();
