import { describe, expect, it } from 'vitest';

import {
  clientAddress,
  clientNetwork,
  customerNetwork,
  plainAddress,
  rateLimitKey,
  trustedClientAddress,
} from './client-address';

describe('trustedClientAddress', () => {
  it('is the connection’s address when no proxy is trusted, whatever the header says', () => {
    expect(trustedClientAddress('1.2.3.4', '10.0.0.9', 0)).toBe('10.0.0.9');
  });

  it('counts trusted proxies from the right, ignoring what the client wrote', () => {
    // The client forged "6.6.6.6"; Varnish appended the address it saw.
    expect(trustedClientAddress('6.6.6.6, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(trustedClientAddress('6.6.6.6, 203.0.113.7, 10.0.0.3', '10.0.0.2', 2)).toBe(
      '203.0.113.7',
    );
  });

  it('is the connection’s address when the chain is shorter than the proxies', () => {
    // Written by a client that came round the proxies: none of it was appended by them.
    expect(trustedClientAddress('203.0.113.7', '10.0.0.2', 2)).toBe('10.0.0.2');
    expect(trustedClientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(trustedClientAddress(' , ', undefined, 1)).toBe('unknown');
  });
});

describe('clientAddress', () => {
  const request = (headers: Record<string, string>) => new Request('http://x/', { headers });

  it('is the first forwarded address, then X-Real-IP, then "unknown"', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe(
      '203.0.113.9',
    );
    expect(clientAddress(request({ 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientAddress(request({}))).toBe('unknown');
  });
});

describe('rateLimitKey', () => {
  it('keeps IPv4 addresses, also written as IPv6-mapped', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 network of 2^64 addresses as one client', () => {
    expect(rateLimitKey('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitKey('2001:DB8:85A3:0001::1')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(rateLimitKey('::1')).toBe('::/64');
  });

  it('passes anything else through as it is', () => {
    expect(rateLimitKey('unknown')).toBe('unknown');
  });
});

describe('customerNetwork', () => {
  it('is the IPv6 /56, even where it splits a group; nothing for IPv4', () => {
    expect(customerNetwork('2001:db8:1:2ff::1')).toBe('2001:db8:1:200::/56');
    expect(customerNetwork('2001:db8:1:1ff:ffff::')).toBe('2001:db8:1:100::/56');
    expect(customerNetwork('203.0.113.7')).toBeUndefined();
  });
});

describe('clientNetwork', () => {
  it('is the IPv4 /24 or the IPv6 /48, however the address is written', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(clientNetwork('2001:0db8:0001:00ff::1')).toBe('2001:db8:1::/48');
    expect(clientNetwork('2001:db8:1:ab:cd::')).toBe('2001:db8:1::/48');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});

describe('plainAddress', () => {
  it('drops the port a proxy appended, and the brackets of an IPv6 one', () => {
    expect(plainAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(plainAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(plainAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(plainAddress(' ::ffff:203.0.113.7 ')).toBe('203.0.113.7');
    // A bare IPv6 address keeps every group: its last one is no port.
    expect(plainAddress('2001:db8::1:443')).toBe('2001:db8::1:443');
  });
});
