import { describe, expect, it } from 'vitest';
import { continueInterview, finishInterview, startInterview } from './interview';
import {
  answerUntilDone,
  converse,
  continueWith,
  interviewContext,
  lastReply,
  RATINGS_EN,
} from './test-helpers';
import type { InterviewState } from './types';

describe('the state is plain JSON', () => {
  const opening = ['I feel nauseous and my back hurts, no fever', '2'];
  const rest = [
    'sometimes',
    '5',
    'lower back',
    'since yesterday',
    'no',
    'yes',
    '3 times',
    'yes',
    'no',
    'no',
    'no',
  ];

  it('round-trips through JSON mid-conversation and continues identically', () => {
    const halfway = converse(opening);
    const stored = JSON.parse(JSON.stringify(halfway.state)) as InterviewState;
    expect(stored).toStrictEqual(halfway.state);
    const live = continueWith(halfway, rest);
    const resumed = continueWith({ ...halfway, state: stored }, rest);
    expect(resumed.replies).toEqual(live.replies);
    expect(JSON.stringify(resumed.state)).toBe(JSON.stringify(live.state));
    expect(finishInterview(resumed.state)).toEqual(finishInterview(live.state));
  });

  it('holds no undefined values, at any turn', () => {
    let conversation = converse([]);
    for (const message of [...opening, ...rest]) {
      conversation = continueWith(conversation, [message]);
      expect(JSON.parse(JSON.stringify(conversation.state))).toStrictEqual(conversation.state);
    }
  });
});

describe('unclear answers', () => {
  it('asks once more, rephrased, then moves on and keeps the answer as unclear', () => {
    const conversation = converse(['I have a cough', 'banana', 'banana']);
    const [, first, retry, movedOn] = conversation.replies;
    expect(retry?.awaiting).toEqual(first?.awaiting);
    expect(retry?.preface).toBe("Sorry, I didn't quite catch that.");
    expect(retry?.question).not.toBe(first?.question);
    expect(movedOn?.preface).toBe("That's all right, let's move on.");
    expect(movedOn?.awaiting).toMatchObject({ topic: 'duration', symptom: 'cough' });
    expect(conversation.state.findings[0]?.severity).toEqual({ kind: 'text', text: 'banana' });
  });

  it('an answer that adds something else is not counted as unclear', () => {
    const conversation = converse(['I have a cough', 'I also feel sick', '2']);
    expect(conversation.replies[2]?.preface).not.toContain('Sorry');
    expect(conversation.state.findings.find((f) => f.symptom === 'cough')?.severity).toEqual({
      kind: 'chat_scale',
      value: 2,
    });
  });
});

describe('ending', () => {
  it('"stop" ends with a summary; finishing marks the check-in as ended early', () => {
    const conversation = converse(['I have a cough', 'stop']);
    expect(conversation.state.status).toBe('stopped');
    expect(lastReply(conversation).kind).toBe('summary');
    expect(lastReply(conversation).text).toContain('We stopped before I could ask everything');
    const finished = finishInterview(conversation.state);
    expect(finished.context.endedEarly).toBe(true);
    expect(finished.state).toMatchObject({ status: 'finished', endedEarly: true });
  });

  it('finishing an active interview ends it early; a completed one does not', () => {
    expect(finishInterview(converse(['I feel fine', 'no']).state).context.endedEarly).toBe(true);
    const complete = answerUntilDone(converse(['I feel fine']), 'no');
    expect(finishInterview(complete.state).context.endedEarly).toBe(false);
  });

  it('returns the findings and the triage context for assessTriage', () => {
    const { state } = converse(['I have a cough', '2'], {
      onImmunotherapy: true,
      treatmentStatus: 'post_treatment',
    });
    const finished = finishInterview(state);
    expect(finished.findings).toEqual([
      { symptom: 'cough', severity: { kind: 'chat_scale', value: 2 } },
    ]);
    expect(finished.context).toEqual({
      treatmentStatus: 'post_treatment',
      onImmunotherapy: true,
      language: 'en',
      endedEarly: true,
    });
    expect(finishInterview(finished.state)).toEqual(finished);
  });

  it('a new symptom after the summary reopens the interview', () => {
    const complete = answerUntilDone(converse(['I feel fine']), 'no');
    const reopened = continueWith(complete, ['oh, I do have a rash']);
    expect(reopened.state.status).toBe('active');
    expect(lastReply(reopened).awaiting).toMatchObject({ topic: 'severity', symptom: 'skin' });
    const thanks = continueInterview(complete.state, 'thanks');
    expect(thanks.reply.kind).toBe('summary');
    expect(thanks.state.status).toBe('complete');
  });

  it('after a finish, messages change nothing', () => {
    const { state } = finishInterview(converse(['I feel fine']).state);
    const turn = continueInterview(state, 'I have chest pain');
    expect(turn.state).toBe(state);
    expect(turn.events).toEqual([]);
  });
});

describe('treatment status from the start context drives the fever rules', () => {
  it('on treatment, a normal reading asks about shivering and feeling unwell', () => {
    const conversation = converse(['I feel feverish', '37.2']);
    expect(lastReply(conversation).question).toBe(
      'Do you have shivering, or feel generally unwell?',
    );
    const calm = continueWith(conversation, ['no']);
    expect(calm.events.flat()).toEqual([]);
    expect(calm.state.findings[0]).toEqual({
      symptom: 'fever',
      temperatureC: 37.2,
      rigors: false,
      generallyUnwell: false,
    });
  });

  it('a normal reading given without complaint is recorded, not reported', () => {
    const conversation = converse(['my temperature is 36.8']);
    expect(conversation.state.findings).toEqual([
      { symptom: 'fever', negated: true, temperatureC: 36.8 },
    ]);
    expect(lastReply(conversation).awaiting).toMatchObject({ topic: 'screen', symptom: 'fatigue' });
  });

  it('the greeting uses the name and the session language', () => {
    expect(startInterview(interviewContext({ patientName: 'May' })).reply.text).toMatch(
      /^Hello May!/,
    );
    expect(
      startInterview(interviewContext({ language: 'zh-HK', patientName: '陳太' })).reply.text,
    ).toMatch(/^陳太，你好！/);
  });
});

describe('anything else?', () => {
  it('asks again after a symptom added there, and ends on "nothing else"', () => {
    const conversation = continueWith(
      converse(['I feel fine', 'no', 'no', 'no', 'no', 'no', 'no', 'no', ...RATINGS_EN]),
      ['no, but my skin is itchy', '2', "No, that's all"],
    );
    expect(conversation.replies.slice(-3).map((reply) => reply.awaiting.topic)).toEqual([
      'severity',
      'anything_else',
      'done',
    ]);
  });

  it("keeps a concern it cannot name, in the patient's words, at once", () => {
    const conversation = converse([
      'I feel fine',
      'no',
      'no',
      'no',
      'no',
      'no',
      'no',
      'no',
      ...RATINGS_EN,
      'my feet feel strange',
    ]);
    expect(conversation.state.findings.at(-1)).toEqual({
      symptom: 'other',
      label: 'my feet feel strange',
    });
    expect(lastReply(conversation).awaiting).toMatchObject({ topic: 'severity', symptom: 'other' });
    expect(lastReply(conversation).question).toContain('How much is that bothering you?');
  });
});
