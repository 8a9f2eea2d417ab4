// Optional phrasing by a language model over any OpenAI-compatible chat-completions
// endpoint with streaming (server-sent events). It only rewords what the built-in
// interview decided to say; what was asked, the grading and the triage stay in the
// engine. Text is stripped of names and contact details before it leaves the server.
import { redactPersonalDetails } from '../florence';
import type { AppConfig } from '../../config/env';

export type LanguageModelConfig = NonNullable<AppConfig['languageModel']>;
export type PhrasingRequest = {
  language: 'en' | 'zh-HK';
  /** The built-in reply to reword, and the question it must still ask. */
  reply: string;
  question: string;
  /** The last few messages, oldest first. */
  recent: { sender: 'USER' | 'BOT'; text: string }[];
  /** Names to remove (the patient's full name, username). */
  knownNames: string[];
};

const RECENT_MESSAGES = 6;

function systemPrompt(language: PhrasingRequest['language']) {
  return [
    'You are Florence, a warm and concise oncology nurse assistant doing a symptom check-in.',
    `Reply in ${language === 'zh-HK' ? 'Traditional Chinese as used in Hong Kong (Cantonese)' : 'English'}.`,
    'Rewrite the draft reply in your own natural words. Keep its meaning, keep every number,',
    'and end by asking exactly the question given. Do not add advice, diagnoses or new questions.',
    'At most three sentences.',
  ].join(' ');
}

export function phrasingMessages(request: PhrasingRequest) {
  const redact = (text: string) => redactPersonalDetails(text, request.knownNames);
  return [
    { role: 'system', content: systemPrompt(request.language) },
    ...request.recent
      .slice(-RECENT_MESSAGES)
      .map((m) => ({ role: m.sender === 'BOT' ? 'assistant' : 'user', content: redact(m.text) })),
    {
      role: 'system',
      content: `Draft reply: ${redact(request.reply)}\nQuestion to ask: ${redact(request.question)}`,
    },
  ];
}

/**
 * Streams the reworded reply; calls onChunk for each piece; resolves with the whole text. Throws on
 * any failure.
 */
export async function streamPhrasing(
  config: LanguageModelConfig & { stopSignal?: AbortSignal },
  request: PhrasingRequest,
  onChunk: (text: string) => void,
): Promise<string> {
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      stream: true,
      temperature: 0.4,
      messages: phrasingMessages(request),
    }),
    // Gives up after the time limit, or at once when the server stops.
    signal: config.stopSignal
      ? AbortSignal.any([AbortSignal.timeout(config.timeoutMs), config.stopSignal])
      : AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok || !response.body) throw new Error(`language model answered ${response.status}`);

  let text = '';
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const data = line.replace(/^data:\s?/, '').trim();
      if (!line.startsWith('data:') || !data) continue;
      if (data === '[DONE]') return finish(text);
      const piece: unknown = JSON.parse(data).choices?.[0]?.delta?.content;
      if (typeof piece === 'string' && piece) {
        text += piece;
        onChunk(piece);
      }
    }
  }
  throw new Error('language model stream ended without [DONE]');
}

function finish(text: string) {
  if (!text.trim()) throw new Error('language model sent an empty reply');
  return text.trim();
}
