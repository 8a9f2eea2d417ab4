// The day's ratings in the interview (wellness rules §1): asked once each after the
// screening and before "anything else?", kept with the state, never part of the triage.
import { describe, expect, it } from 'vitest';
import { continueInterview, finishInterview } from './interview';
import { quickRepliesFor } from './quick-replies';
import {
  answerUntilDone,
  assessAtFinish,
  continueWith,
  converse,
  lastReply,
  type Conversation,
} from './test-helpers';
import type { InterviewState } from './types';

const zh = { language: 'zh-HK' } as const;
const SCREENING_EN = ['I feel fine', 'no', 'no', 'no', 'no', 'no', 'no', 'no'];
const SCREENING_ZH = ['我幾好', '冇', '冇', '冇', '冇', '冇', '冇', '冇'];

const topics = (conversation: Conversation) =>
  conversation.replies.map((reply) => reply.awaiting.topic);

describe('asked after the screening, once each, in both languages', () => {
  it.each([
    ['en', SCREENING_EN, ['pretty good', 'tired', 'slept 5 hours'], {}],
    ['zh-HK', SCREENING_ZH, ['麻麻', '好攰', '瞓咗五個鐘'], zh],
  ] as const)('%s', (_language, screening, ratings, overrides) => {
    const conversation = converse([...screening, ...ratings], overrides);
    expect(topics(conversation).slice(-4)).toEqual([
      'mood',
      'energy',
      'sleep_quality',
      'anything_else',
    ]);
    expect(conversation.state.ratings).toEqual({
      mood: overrides === zh ? 2 : 4,
      energy: 2,
      hours_slept: 5,
    });
    // Tiredness said to the energy question rates energy; fatigue was already screened.
    expect(conversation.state.findings.find((f) => f.symptom === 'fatigue')).toEqual({
      symptom: 'fatigue',
      negated: true,
    });
  });

  it.each([
    ['en', SCREENING_EN, ['1', '2', '3', '4', '5', 'Skip'], {}],
    ['zh-HK', SCREENING_ZH, ['1', '2', '3', '4', '5', '略過'], zh],
  ] as const)('%s: quick replies 1-5 and a way to skip', (_language, screening, leads, o) => {
    const conversation = converse([...screening], o);
    for (const topic of ['mood', 'energy', 'sleep_quality']) {
      expect(conversation.state.awaiting.topic).toBe(topic);
      const replies = quickRepliesFor(conversation.state, conversation.state.context.language);
      expect(replies.map((reply) => reply.split(' ')[0])).toEqual(leads);
      conversation.state = continueInterview(conversation.state, replies[0]!).state;
    }
    expect(conversation.state.ratings).toEqual({ mood: 1, energy: 1, sleep_quality: 1 });
  });

  it('the first rating question says what the three are about', () => {
    expect(lastReply(converse(SCREENING_EN)).text).toContain(
      'Three quick questions about your day',
    );
    expect(lastReply(converse(SCREENING_ZH, zh)).text).toContain('再問你三條關於今日嘅簡單問題');
  });
});

describe('an unclear or skipped answer leaves the rating empty and is not asked again', () => {
  it.each([
    ['en', SCREENING_EN, ['banana', 'skip', 'not sure'], {}],
    ['zh-HK', SCREENING_ZH, ['香蕉', '略過', '唔知'], zh],
  ] as const)('%s', (_language, screening, answers, overrides) => {
    const conversation = converse([...screening, ...answers], overrides);
    expect(topics(conversation).slice(-4)).toEqual([
      'mood',
      'energy',
      'sleep_quality',
      'anything_else',
    ]);
    expect(conversation.state.ratings).toEqual({});
    expect(conversation.state.asked).toMatchObject({ mood: 1, energy: 1, sleep_quality: 1 });
  });
});

describe('never part of the triage', () => {
  it('the same symptoms give the same level, whatever the ratings', () => {
    const cough = ['I have a cough', '3', 'a week', 'no', 'no', 'no', 'no', 'no', 'no'];
    const low = answerUntilDone(converse([...cough, '1', 'exhausted', "couldn't sleep"]), 'no');
    const high = answerUntilDone(converse([...cough, '5', 'full of energy', '5']), 'no');
    expect(low.state.ratings).toEqual({ mood: 1, energy: 1, sleep_quality: 1 });
    const levels = [low, high].map((c) => assessAtFinish(c.state));
    expect(levels.map((a) => [a.alert_level, a.confidence_level])).toEqual([
      ['YELLOW', 'high'],
      ['YELLOW', 'high'],
    ]);
    expect(levels[0]?.fired_rules).toEqual(levels[1]?.fired_rules);
  });

  it('ending at a rating question is not ending early: they are optional', () => {
    const atMood = converse(SCREENING_EN);
    expect(atMood.state.awaiting.topic).toBe('mood');
    const finished = finishInterview(atMood.state);
    expect(finished.context.endedEarly).toBe(false);
    expect(finished.ratings).toEqual({});
    expect(finished.reply.text).not.toContain('We stopped before');
  });

  it('finishing gives the ratings with the findings', () => {
    const done = converse([...SCREENING_EN, '4', '3/5', '瞓得幾好，七個鐘', 'no']);
    expect(finishInterview(done.state).ratings).toEqual({
      mood: 4,
      energy: 3,
      sleep_quality: 4,
      hours_slept: 7,
    });
  });
});

describe('what comes with a rating is still heard', () => {
  it('a red-level symptom in a rating answer interrupts, and no rating is asked after', () => {
    const conversation = converse([...SCREENING_EN, '2, and I have chest pain']);
    expect(lastReply(conversation).kind).toBe('safety');
    expect(conversation.state.status).toBe('interrupted');
    expect(conversation.state.ratings).toEqual({ mood: 2 });
    const later = continueWith(conversation, ['4']);
    expect(lastReply(later).kind).toBe('safety');
    expect(later.state.ratings).toEqual({ mood: 2 });
  });

  it('after a red-level finding the ratings are never asked', () => {
    const conversation = converse(['我發燒38.5度', '4', '好攰'], zh);
    expect(topics(conversation)).not.toContain('mood');
    expect(conversation.state.ratings).toBeUndefined();
  });

  it('a new symptom is asked about before the next rating', () => {
    const conversation = converse([...SCREENING_EN, '3, my mouth is sore']);
    expect(lastReply(conversation).awaiting).toMatchObject({
      topic: 'severity',
      symptom: 'mouth_sores',
    });
    const next = continueWith(conversation, ['2']);
    expect(lastReply(next).awaiting.topic).toBe('energy');
  });

  it('the summary reads the ratings back, in the session language', () => {
    const en = converse([...SCREENING_EN, '4', 'tired', 'slept 6 hours, ok', 'no']);
    expect(lastReply(en).text).toContain('- Mood 4/5, energy 2/5, sleep 3/5, 6 hours of sleep');
    const chinese = converse([...SCREENING_ZH, '三', '4分', '瞓得唔好', '冇喇'], zh);
    expect(lastReply(chinese).text).toContain('- 心情 3/5、精神 4/5、睡眠 2/5');
  });
});

describe('a check-in stored before Florence asked the ratings', () => {
  it('resumes: the ratings are asked, and read into a new field', () => {
    const { state } = converse(SCREENING_EN.slice(0, -1));
    expect(state.awaiting.topic).toBe('red_flags');
    // As stored before: no `ratings`, no `asked`, no `caution`.
    const { ratings: _r, asked: _a, ...rest } = state;
    const old = JSON.parse(
      JSON.stringify({ ...rest, alerted: { red: [], grade3: [] } }),
    ) as InterviewState;
    const turn = continueInterview(old, 'no');
    expect(turn.state.awaiting.topic).toBe('mood');
    const rated = continueInterview(turn.state, '好');
    expect(rated.state.ratings).toEqual({ mood: 4 });
    expect(rated.state.awaiting.topic).toBe('energy');
  });
});
