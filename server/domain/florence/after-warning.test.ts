import { describe, expect, it } from 'vitest';
import { converse, continueWith, lastReply } from './test-helpers';
import { afterWarningText } from './after-warning';

// After a red-level warning Florence answers what the patient says, records it, and
// repeats the instruction briefly, never the same fixed text to every message.
describe('after a red-level warning', () => {
  const warned = converse(['I have chest pain']);

  it('records new information and says so', () => {
    const after = continueWith(warned, ['also i keep coughing and feel Sick']);
    const reply = lastReply(after);
    expect(reply.text).toMatch(/noted what you said about (cough and nausea|nausea and cough)/);
    expect(reply.text).toContain('999');
    expect(after.state.findings.map((f) => f.symptom)).toEqual(
      expect.arrayContaining(['chest_pain', 'nausea', 'cough']),
    );
  });

  it('answers someone getting help, and a question, in their own words', () => {
    expect(lastReply(continueWith(warned, ['ok I called an ambulance'])).text).toMatch(
      /^That's the right thing to do/,
    );
    expect(lastReply(continueWith(warned, ['should i take a paracetamol?'])).text).toMatch(
      /^I can't go into that now/,
    );
  });

  it('does not repeat one fixed text, and every reply names 999', () => {
    const after = continueWith(warned, ['ok', 'ok', 'hmm']);
    const texts = after.replies.slice(-3).map((reply) => reply.text);
    expect(new Set(texts).size).toBeGreaterThan(1);
    for (const text of texts) expect(text).toContain('999');
    expect(after.state.status).toBe('interrupted');
  });

  it('speaks Cantonese in Chinese, like the rest of the chat', () => {
    const zh = converse(['我心口好痛'], { language: 'zh-HK' });
    expect(zh.state.status).toBe('interrupted');
    const recorded = lastReply(continueWith(zh, ['仲有啲咳'])).text;
    expect(recorded).toMatch(/^多謝你，我已經記低你講嘅咳嗽/);
    expect(recorded).toContain('打 999');
    expect(lastReply(continueWith(zh, ['我已經叫咗白車'])).text).toMatch(/^咁做就啱喇/);
  });
});

describe('a carer after the warning', () => {
  it('"she says that\'s all" is answered as "that\'s all"', () => {
    expect(
      afterWarningText({ language: 'en', text: "she says that's all", recorded: [], turn: 1 }),
    ).toMatch(/^Thank you\. Your care team has everything you told me\./);
  });
});
