// Pure helpers of the voice chat: the recognition language, the listening timer, and
// reading a recognition result (no DOM types here, so they run in unit tests).
import type { Language } from '#common/error-codes';

/** Speech recognition and synthesis speak the app's language (Cantonese for zh-HK). */
export const speechLanguage = (language: Language) => (language === 'zh-HK' ? 'zh-HK' : 'en-US');

/** mm:ss for the listening timer; minutes keep counting past 59. */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export type ResultPiece = { transcript: string; isFinal: boolean };

/** What has been said so far: the final text to send, and the interim text still changing. */
export function readResults(pieces: readonly ResultPiece[]): {
  finalText: string;
  interimText: string;
} {
  const join = (wanted: boolean) =>
    pieces
      .filter((piece) => piece.isFinal === wanted)
      .map((piece) => piece.transcript.trim())
      .filter(Boolean)
      .join(' ');
  return { finalText: join(true), interimText: join(false) };
}

export type RecognitionProblem = 'denied' | 'noSpeech' | 'failed';

/** The recognition error codes a patient can do something about. */
export function recognitionProblem(code: string): RecognitionProblem | null {
  if (code === 'aborted') return null;
  if (code === 'not-allowed' || code === 'service-not-allowed' || code === 'audio-capture')
    return 'denied';
  if (code === 'no-speech') return 'noSpeech';
  return 'failed';
}
