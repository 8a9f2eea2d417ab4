import { describe, expect, it } from 'vitest';
import { formatTimer, readResults, recognitionProblem, speechLanguage } from './speech';

describe('voice chat helpers', () => {
  it('listens in the app language', () => {
    expect(speechLanguage('en')).toBe('en-US');
    expect(speechLanguage('zh-HK')).toBe('zh-HK');
  });

  it('shows the listening time as mm:ss', () => {
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(9.7)).toBe('00:09');
    expect(formatTimer(75)).toBe('01:15');
    expect(formatTimer(3600)).toBe('60:00');
    expect(formatTimer(-3)).toBe('00:00');
  });

  it('splits what was heard into final and interim text', () => {
    expect(
      readResults([
        { transcript: ' I feel ', isFinal: true },
        { transcript: 'tired', isFinal: true },
        { transcript: 'and sic', isFinal: false },
      ]),
    ).toEqual({
      finalText: 'I feel tired',
      interimText: 'and sic',
    });
    expect(readResults([])).toEqual({ finalText: '', interimText: '' });
  });

  it('tells a denied microphone from other problems and ignores a stop', () => {
    expect(recognitionProblem('not-allowed')).toBe('denied');
    expect(recognitionProblem('audio-capture')).toBe('denied');
    expect(recognitionProblem('no-speech')).toBe('noSpeech');
    expect(recognitionProblem('network')).toBe('failed');
    expect(recognitionProblem('aborted')).toBeNull();
  });
});
