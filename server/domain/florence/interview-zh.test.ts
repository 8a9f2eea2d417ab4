import { describe, expect, it } from 'vitest';
import { ALL_NO_ZH, answerUntilDone, assessAtFinish, converse, lastReply } from './test-helpers';

const zh = { language: 'zh-HK' } as const;
/** Florence's own words in a zh-HK session contain no English (her name aside). */
const ENGLISH_WORD = /[a-z]{2,}/i;

describe('a conversation entirely in Traditional Chinese', () => {
  it('a green check-in', () => {
    const conversation = converse(['我幾好', ...ALL_NO_ZH], zh);
    expect(conversation.replies[0]?.text).toContain('你今日覺得點呀？');
    expect(lastReply(conversation).kind).toBe('summary');
    expect(lastReply(conversation).text).toContain('999');
    for (const reply of conversation.replies.slice(1)) expect(reply.text).not.toMatch(ENGLISH_WORD);
    expect(assessAtFinish(conversation.state).alert_level).toBe('GREEN');
  });

  it('"我發燒38.5度" on treatment: the safety instruction at once, in Chinese', () => {
    const conversation = converse(['我發燒38.5度'], zh);
    expect(conversation.events[0]).toMatchObject([{ type: 'red_finding', importance: 'critical' }]);
    const reply = lastReply(conversation);
    expect(reply.kind).toBe('safety');
    expect(reply.text).toContain('999');
    expect(reply.text).toContain('急症室');
    expect(reply.text).not.toMatch(ENGLISH_WORD);
  });

  it('symptoms, ratings and durations in Cantonese, and a summary in Chinese', () => {
    const conversation = answerUntilDone(
      converse(['我好攰，仲有啲咳', '中等', '兩日', '3', '一個禮拜', '嘔咗4次', '可以'], zh),
      '冇',
    );
    expect(
      conversation.replies
        .slice(1, 8)
        .map((reply) => [reply.awaiting.topic, reply.awaiting.symptom]),
    ).toEqual([
      ['severity', 'fatigue'],
      ['duration', 'fatigue'],
      ['severity', 'cough'],
      ['duration', 'cough'],
      ['screen', 'appetite_loss'],
      ['keeps_fluids', 'vomiting'],
      ['screen', 'appetite_loss'],
    ]);
    expect(conversation.replies[6]?.question).toBe('你飲落去嘅水，有冇辦法留得住、唔嘔返出嚟？');
    expect(conversation.state.findings.slice(0, 3)).toEqual([
      { symptom: 'fatigue', severity: { kind: 'text', text: '中等' }, duration: '兩日' },
      { symptom: 'cough', severity: { kind: 'chat_scale', value: 3 }, duration: '一個禮拜' },
      {
        symptom: 'vomiting',
        episodesPer24h: 4,
        unableToKeepFluids: false,
        notes: '你飲落去嘅水，有冇辦法留得住、唔嘔返出嚟？有',
      },
    ]);
    const summary = lastReply(conversation).text;
    expect(summary).toContain('- 疲倦：中等、兩日');
    expect(summary).toContain('- 嘔吐：24 小時內 4 次');
    for (const reply of conversation.replies.slice(1)) expect(reply.text).not.toMatch(ENGLISH_WORD);
    // Three symptoms at grade 2: fatigue, cough, vomiting (4 times).
    expect(assessAtFinish(conversation.state).alert_level).toBe('RED');
  });

  it('denials in Chinese close the screening questions', () => {
    const conversation = converse(['冇咳，都唔痛', '冇發燒'], zh);
    const covered = conversation.state.findings.map((f) => [f.symptom, f.negated]);
    expect(covered).toEqual([
      ['cough', true],
      ['pain', true],
      ['fever', true],
    ]);
  });
});
