// The patient's messages as the home card and the list use them: a live message joins the
// top once, and the card shows the newest one not dismissed, with how many more wait.
type Message = { id: string; readAt?: unknown; dismissedAt?: unknown };

export function withLiveMessage<M extends Message>(
  current: { unread: number; messages: M[] },
  message: M,
): { unread: number; messages: M[] } {
  if (current.messages.some((m) => m.id === message.id)) return current;
  return {
    unread: current.unread + (message.readAt ? 0 : 1),
    messages: [message, ...current.messages],
  };
}

export function cardMessages<M extends Message>(messages: readonly M[]) {
  const waiting = messages.filter((m) => !m.dismissedAt);
  return { shown: waiting[0] ?? null, more: Math.max(0, waiting.length - 1) };
}
