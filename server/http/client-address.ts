// Who is calling, by network address: for the per-address limit on guessing secrets,
// and for the development outbox, which answers this machine only.
import type { IncomingMessage } from 'node:http';
import { addressGroup, LOOPBACK } from '../domain/accounts/address-group';

/**
 * The client's address. Behind a trusted reverse proxy every request comes from the
 * proxy, so the address it appended to X-Forwarded-For (the last entry: earlier ones are
 * whatever the client claimed) is used instead.
 */
export function clientAddressOf(req: IncomingMessage, trustProxy = false): string | undefined {
  if (trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (forwarded.length) return forwarded[forwarded.length - 1];
  }
  return req.socket.remoteAddress ?? undefined;
}

export const isLoopback = (address: string | undefined) =>
  address !== undefined && addressGroup(address) === LOOPBACK;
