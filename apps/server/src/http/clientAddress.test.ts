import { describe, expect, it } from 'vitest';
import { addressBlock, isProxyEntry } from './clientAddress.ts';

describe('addressBlock', () => {
  it('keeps an IPv4 address whole and an IPv6 address to its /64', () => {
    expect(addressBlock('192.0.2.1')).toBe('192.0.2.1');
    expect(addressBlock('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
  });

  it('reads an IPv4 address written as IPv6 as IPv4', () => {
    expect(addressBlock('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('isProxyEntry', () => {
  it('takes addresses and ranges, nothing else', () => {
    expect(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8'].every(isProxyEntry)).toBe(true);
    expect(['localhost', '10.0.0.0/33', '', '1.2.3'].some(isProxyEntry)).toBe(false);
  });
});
