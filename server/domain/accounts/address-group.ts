// One key per machine or network for the per-address limit on guessing secrets
// (secret-throttle.ts); the HTTP edge uses it too, to tell this machine (isLoopback).
import net from 'node:net';

export const LOOPBACK = 'loopback';

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included), or null. */
function ipv6Groups(address: string): number[] | null {
  if (!net.isIPv6(address)) return null;
  let text = address.split('%')[0];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const [head, tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * One key per machine or network, so a client cannot multiply its allowance by changing
 * how it connects: 127.0.0.0/8, ::1 and ::ffff:127.0.0.1 are all this machine; an
 * IPv4-mapped IPv6 address is its IPv4 address; and IPv6 is grouped by /64, the block
 * one home or device is usually given, whose 2^64 addresses are free to pick from.
 */
export function addressGroup(address: string): string {
  const groups = ipv6Groups(address);
  const mapped = groups && groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  const ipv4 = mapped
    ? [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.')
    : address;
  if (net.isIPv4(ipv4)) return ipv4.startsWith('127.') ? LOOPBACK : ipv4;
  if (!groups) return address;
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return LOOPBACK;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
