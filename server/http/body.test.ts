import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './body';

const request = (forwardedFor?: string) =>
  ({ headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress: '10.0.0.2' } }) as unknown as IncomingMessage;

describe('clientAddressOf', () => {
  it('uses the socket address unless the proxy is trusted', () => {
    expect(clientAddressOf(request('203.0.113.9'))).toBe('10.0.0.2');
  });

  it.each([
    ['203.0.113.9', '203.0.113.9'],
    // a client-supplied first entry cannot choose its own bucket
    ['198.51.100.1, 203.0.113.9', '203.0.113.9'],
    [undefined, '10.0.0.2'],
  ])('behind a trusted proxy reads %j as %s', (header, address) => {
    expect(clientAddressOf(request(header), true)).toBe(address);
  });
});
