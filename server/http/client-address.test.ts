import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressGroup } from '../domain/accounts/address-group';
import { clientAddressOf, isLoopback } from './client-address';

const request = (forwardedFor?: string) =>
  ({
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    socket: { remoteAddress: '10.0.0.2' },
  }) as unknown as IncomingMessage;

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

describe('addressGroup', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '::ffff:127.0.0.1',
    '0:0:0:0:0:0:0:1',
    '::ffff:7f00:1',
  ])('counts %s as this machine', (address) => {
    expect(addressGroup(address)).toBe('loopback');
    expect(isLoopback(address)).toBe(true);
  });

  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('groups %s as %s', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });

  it('keeps other machines apart from loopback', () => {
    expect(isLoopback('10.0.0.2')).toBe(false);
    expect(isLoopback('::2')).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });
});
