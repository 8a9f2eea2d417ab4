// The conversation as the chat shows it, built from the session's stored messages, what
// this tab sends, and the live events (chunks grow Florence's reply, REPLY_DONE replaces
// it whole, a patient message from another tab is added once). Pure: no React, no DOM.

export type Sender = 'BOT' | 'USER';

export type ChatLine = {
  id: string;
  sender: Sender;
  text: string;
  /** Florence's reply is still arriving. */
  streaming: boolean;
  /** The chunks received so far, by index (a repeated chunk is not added twice). */
  parts?: string[];
  /** Written by this app (an error or a notice), not stored with the session. */
  local?: boolean;
};

/** A message this tab sent and whose reply is not finished yet. */
export type Pending = {
  tempId: string;
  text: string;
  replyId: string | null;
  replyStarted: boolean;
};

export type ChatState = { lines: ChatLine[]; quickReplies: string[]; pending: Pending | null };

export type ChatEvent = {
  type: 'USER_MESSAGE' | 'REPLY_CHUNK' | 'REPLY_DONE' | 'SESSION_FINISHED';
  messageId?: string | null;
  index?: number | null;
  text?: string | null;
  quickReplies?: readonly string[];
};

type StoredMessage = { id: string; sender: Sender; text: string };

export type ChatAction =
  | { type: 'loaded'; messages: readonly StoredMessage[]; quickReplies: readonly string[] }
  | { type: 'reset' }
  | { type: 'note'; id: string; text: string }
  | { type: 'appended'; message: StoredMessage }
  | { type: 'sending'; tempId: string; text: string }
  | { type: 'acknowledged'; tempId: string; userMessageId: string; replyId: string }
  | { type: 'sendFailed'; tempId: string }
  | { type: 'event'; event: ChatEvent };

export const emptyChat: ChatState = { lines: [], quickReplies: [], pending: null };

const stored = (message: StoredMessage): ChatLine => ({
  id: message.id,
  sender: message.sender,
  text: message.text,
  streaming: false,
});

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'reset':
      return emptyChat;
    case 'loaded':
      return {
        lines: action.messages.map(stored),
        quickReplies: [...action.quickReplies],
        pending: null,
      };
    case 'note':
      return {
        ...state,
        lines: [
          ...state.lines,
          { id: action.id, sender: 'BOT', text: action.text, streaming: false, local: true },
        ],
      };
    case 'appended':
      if (state.lines.some((line) => line.id === action.message.id)) return state;
      return { ...state, quickReplies: [], lines: [...state.lines, stored(action.message)] };
    case 'sending':
      return {
        ...state,
        lines: [
          ...state.lines,
          { id: action.tempId, sender: 'USER', text: action.text, streaming: false },
        ],
        pending: { tempId: action.tempId, text: action.text, replyId: null, replyStarted: false },
      };
    case 'acknowledged':
      return acknowledged(state, action);
    case 'sendFailed':
      return {
        ...state,
        lines: state.lines.filter((line) => line.id !== action.tempId),
        pending: null,
      };
    case 'event':
      return applyEvent(state, action.event);
  }
}

function acknowledged(
  state: ChatState,
  { tempId, userMessageId, replyId }: { tempId: string; userMessageId: string; replyId: string },
): ChatState {
  // The USER_MESSAGE event may have come first and already named the line.
  const named = state.lines.some((line) => line.id === userMessageId);
  const lines = named
    ? state.lines.filter((line) => line.id !== tempId)
    : state.lines.map((line) => (line.id === tempId ? { ...line, id: userMessageId } : line));
  if (!state.pending || state.pending.tempId !== tempId) return { ...state, lines };
  const reply = lines.find((line) => line.id === replyId);
  // The whole reply may have streamed before the acknowledgement came back.
  const pending = reply && !reply.streaming ? null : { ...state.pending, replyId };
  return { ...state, lines, pending };
}

function applyEvent(state: ChatState, event: ChatEvent): ChatState {
  const id = event.messageId ?? '';
  switch (event.type) {
    case 'USER_MESSAGE':
      return id ? userMessage(state, id, event.text ?? '') : state;
    case 'REPLY_CHUNK':
      return id ? chunk(state, id, event.index ?? 0, event.text ?? '') : state;
    case 'REPLY_DONE':
      return id ? replyDone(state, id, event.text ?? '', event.quickReplies ?? []) : state;
    case 'SESSION_FINISHED':
      return {
        ...state,
        quickReplies: [],
        pending: null,
        lines: state.lines.map((line) =>
          line.streaming ? { ...line, streaming: false, parts: undefined } : line,
        ),
      };
  }
}

function userMessage(state: ChatState, id: string, text: string): ChatState {
  if (state.lines.some((line) => line.id === id)) return state;
  const { pending } = state;
  // Our own message, announced before its acknowledgement: name the line we already show.
  if (
    pending &&
    pending.text === text.trim() &&
    state.lines.some((line) => line.id === pending.tempId)
  ) {
    return {
      ...state,
      lines: state.lines.map((line) => (line.id === pending.tempId ? { ...line, id } : line)),
    };
  }
  // Sent from another tab of the same patient.
  return {
    ...state,
    quickReplies: [],
    lines: [...state.lines, { id, sender: 'USER', text, streaming: false }],
  };
}

const started = (pending: Pending | null, isNewLine: boolean) =>
  pending && isNewLine ? { ...pending, replyStarted: true } : pending;

function chunk(state: ChatState, id: string, index: number, text: string): ChatState {
  const existing = state.lines.find((line) => line.id === id);
  if (existing && !existing.streaming) return state; // already finished: REPLY_DONE's text wins
  const parts = [...(existing?.parts ?? [])];
  parts[index] = text;
  const line: ChatLine = { id, sender: 'BOT', text: parts.join(''), streaming: true, parts };
  const lines = existing
    ? state.lines.map((l) => (l.id === id ? line : l))
    : [...state.lines, line];
  return { ...state, lines, quickReplies: [], pending: started(state.pending, !existing) };
}

function replyDone(
  state: ChatState,
  id: string,
  text: string,
  quickReplies: readonly string[],
): ChatState {
  const line: ChatLine = { id, sender: 'BOT', text, streaming: false };
  const exists = state.lines.some((l) => l.id === id);
  const lines = exists ? state.lines.map((l) => (l.id === id ? line : l)) : [...state.lines, line];
  const pending = state.pending?.replyId === id ? null : started(state.pending, !exists);
  return { lines, quickReplies: [...quickReplies], pending };
}

/** Input waits while a message of ours is unanswered or any reply is still arriving. */
export const isBusy = (state: ChatState) =>
  state.pending !== null || state.lines.some((line) => line.streaming);

/** Florence is "typing" from our send until the first piece of her reply shows. */
export const isThinking = (state: ChatState) =>
  state.pending !== null && !state.pending.replyStarted;

/** Quick replies belong under Florence's last message, once it is complete. */
export function visibleQuickReplies(state: ChatState): string[] {
  const last = state.lines.findLast((line) => !line.local);
  return last?.sender === 'BOT' && !isBusy(state) ? state.quickReplies : [];
}
