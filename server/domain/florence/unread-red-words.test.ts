import { describe, expect, it } from 'vitest';
import { continueWith, converse, lastReply } from './test-helpers';
import { nextQuestion } from './next-question';
import { understandMessage } from './understand';
import { unreadRedArea } from './unread-red-words';

describe('the red-flag screen first, when red-area words were not read', () => {
  it('a chest named in words Florence cannot read gets the safety check at once', () => {
    const conversation = converse([
      "I've got that funny feeling in my chest again like my angina, the spray's not touching it",
    ]);
    expect(conversation.state.awaiting).toMatchObject({ topic: 'red_flags', early: true });
    expect(lastReply(conversation).text).toMatch(/^Thank you\. First, a quick safety check:/);
    const answered = continueWith(conversation, ['chest pain']);
    expect(answered.state.status).toBe('interrupted');
  });

  it('in Chinese too: 今日心口好似有啲怪怪哋', () => {
    const conversation = converse(['今日心口好似有啲怪怪哋'], { language: 'zh-HK' });
    expect(lastReply(conversation).text).toMatch(/首先做個安全檢查/);
  });

  it('no "glad to hear that" before it, for a patient who says she is fine', () => {
    const text = "I'm fine, just my breathing is a bit funny, worse than my normal with the COPD";
    expect(lastReply(converse([text])).text).not.toMatch(/glad/);
  });

  it('survives the state stored and read back: the next question is the same', () => {
    const { state } = converse(['今日心口好似有啲怪怪哋'], { language: 'zh-HK' });
    expect(nextQuestion(JSON.parse(JSON.stringify(state)))).toMatchObject({ early: true });
  });

  it('is asked once: after any answer the interview goes on in its usual order', () => {
    const conversation = converse(['my chest feels a bit odd', 'none of these']);
    expect(conversation.state.awaiting.topic).not.toBe('red_flags');
    expect(conversation.state.redFlagsFirst).toBe(true);
  });

  it.each([
    'no chest pain, breathing fine',
    'tired today, 3 out of 5',
    'blood test on Friday, feeling well',
    '今日冇咩事，呼吸正常',
  ])('words read either way keep the usual order: "%s"', (text) => {
    const language = /[a-z]/.test(text) ? 'en' : 'zh-HK';
    expect(converse([text], { language }).state.awaiting.early).toBeUndefined();
    expect(unreadRedArea(text, understandMessage(text))).toEqual([]);
  });

  it('a carer "typing for mum" is addressed as a carer, and the safety check comes first', () => {
    const text = lastReply(
      converse(['typing for mum, she has a funny feeling in her chest today']),
    ).text;
    expect(text).toMatch(/^Thank you for writing for them\..*First, a quick safety check/);
  });
});
