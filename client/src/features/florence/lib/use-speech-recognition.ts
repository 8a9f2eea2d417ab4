// The browser's speech recognition (webkitSpeechRecognition in Chromium and Safari):
// one answer per press, interim text while speaking, the final text handed to `onFinal`.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  readResults,
  recognitionProblem,
  type RecognitionProblem,
  type ResultPiece,
} from './speech';

type ResultList = ArrayLike<{ isFinal: boolean; 0?: { transcript: string } }>;
type Recognition = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export function useSpeechRecognition(lang: string, onFinal: (text: string) => void) {
  const [supported] = useState(() => recognitionConstructor() !== null);
  const [listening, setListening] = useState(false);
  const [heard, setHeard] = useState('');
  const [problem, setProblem] = useState<RecognitionProblem | null>(null);
  const current = useRef<Recognition | null>(null);
  const onFinalRef = useRef(onFinal);
  onFinalRef.current = onFinal;

  const start = useCallback(() => {
    const Recognition = recognitionConstructor();
    if (!Recognition || current.current) return;
    const recognition = new Recognition();
    recognition.lang = lang;
    recognition.interimResults = true;
    recognition.continuous = false;
    recognition.maxAlternatives = 1;
    let finalText = '';
    recognition.onresult = (event) => {
      const pieces: ResultPiece[] = Array.from(event.results, (result) => ({
        transcript: result[0]?.transcript ?? '',
        isFinal: result.isFinal,
      }));
      const read = readResults(pieces);
      finalText = read.finalText;
      setHeard([read.finalText, read.interimText].filter(Boolean).join(' '));
    };
    recognition.onerror = (event) => setProblem(recognitionProblem(event.error));
    recognition.onend = () => {
      current.current = null;
      setListening(false);
      setHeard('');
      if (finalText) onFinalRef.current(finalText);
    };
    setProblem(null);
    setHeard('');
    try {
      recognition.start();
      current.current = recognition;
      setListening(true);
    } catch {
      setProblem('failed');
    }
  }, [lang]);

  const stop = useCallback(() => current.current?.stop(), []);

  // Leaving the page (or a new language) drops whatever was being heard.
  useEffect(() => () => current.current?.abort(), [lang]);

  return { supported, listening, heard, problem, start, stop };
}
