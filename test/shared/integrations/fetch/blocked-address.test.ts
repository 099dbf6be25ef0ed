import { describe, expect, it } from 'vitest';
import { blockedRangeOf } from '../../../../shared/integrations/fetch/blocked-address.ts';
import { parseIpAddress } from '../../../../shared/integrations/fetch/ip-address.ts';

describe('blockedRangeOf', () => {
  describe('when the address is IPv4', () => {
    it.each([
      ['127.0.0.1', 'loopback'],
      ['127.255.255.254', 'loopback'],
      ['10.0.0.1', 'private'],
      ['10.255.255.255', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.1.1', 'private'],
      ['169.254.169.254', 'link-local'],
      ['169.254.0.1', 'link-local'],
      ['100.64.0.1', 'shared'],
      ['100.127.255.255', 'shared'],
      ['0.0.0.0', 'unspecified'],
      ['0.1.2.3', 'unspecified'],
      ['224.0.0.1', 'multicast'],
      ['239.255.255.250', 'multicast'],
      ['255.255.255.255', 'reserved'],
      ['240.0.0.1', 'reserved'],
      ['192.0.2.10', 'documentation'],
      ['198.18.0.1', 'reserved'],
    ])('blocks %s as %s', (address, range) => {
      expect(blockedRangeOf(address)).toBe(range);
    });

    it.each([
      '93.184.216.34',
      '8.8.8.8',
      '1.1.1.1',
      '172.15.255.255',
      '172.32.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '169.253.255.255',
      '11.0.0.1',
      '192.169.0.1',
    ])(
      'lets public %s through',
      (address) => {
        expect(blockedRangeOf(address)).toBeNull();
      },
    );
  });

  describe('when the address is IPv6', () => {
    it.each([
      ['::1', 'loopback'],
      ['[::1]', 'loopback'],
      ['0:0:0:0:0:0:0:1', 'loopback'],
      ['::', 'unspecified'],
      ['fc00::1', 'unique-local'],
      ['fd12:3456:789a::1', 'unique-local'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['febf:ffff::1', 'link-local'],
      ['ff02::1', 'multicast'],
      ['2001:db8::1', 'documentation'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['::ffff:10.0.0.1', 'private'],
      ['::ffff:169.254.169.254', 'link-local'],
      ['64:ff9b::192.168.0.1', 'private'],
      ['::ffff:0:127.0.0.1', 'loopback'], // IPv4-translated (::ffff:0:0:0/96)
      ['::ffff:0:7f00:1', 'loopback'], // the same, as the URL parser writes it
      ['::ffff:0:10.1.2.3', 'private'],
      ['::ffff:0:169.254.169.254', 'link-local'],
      ['0:0:0:0:ffff:0:c0a8:101', 'private'],
      ['64:ff9b::7f00:1', 'loopback'],
      ['64:ff9b::a9fe:a9fe', 'link-local'],
      ['2002:c0a8:0101::1', 'private'], // 6to4 of 192.168.1.1
      ['2001:0:4136:e378::1', 'reserved'], // Teredo
      ['::127.0.0.1', 'reserved'], // deprecated IPv4-compatible
      ['100::1', 'reserved'],
    ])('blocks %s as %s', (address, range) => {
      expect(blockedRangeOf(address)).toBe(range);
    });

    it.each([
      '2606:4700:4700::1111',
      '2a00:1450:4001:82a::200e',
      '::ffff:93.184.216.34',
      '::ffff:0:93.184.216.34',
      '64:ff9b::93.184.216.34',
      '2002:5db8:d822::1',
    ])('lets public %s through', (address) => {
      expect(blockedRangeOf(address)).toBeNull();
    });
  });

  describe('when the text is not an address', () => {
    it.each([
      'localhost',
      'example.com',
      '',
      '1.2.3',
      '256.1.1.1',
      '01.2.3.4',
      '1::2::3',
      'gggg::1',
      '1:2:3:4:5:6:7:8:9',
    ])('blocks %j', (text) => {
      expect(blockedRangeOf(text)).toBe('not-an-address');
    });
  });

  describe('when loopback is allowed for tests', () => {
    it('lets loopback through and nothing else', () => {
      const policy = { allowLoopbackForTests: true };

      expect([
        blockedRangeOf('127.0.0.1', policy),
        blockedRangeOf('::1', policy),
        blockedRangeOf('::ffff:127.0.0.1', policy),
      ]).toEqual([null, null, null]);
      expect([
        blockedRangeOf('10.0.0.1', policy),
        blockedRangeOf('169.254.169.254', policy),
        blockedRangeOf('fc00::1', policy),
      ]).toEqual(['private', 'link-local', 'unique-local']);
    });
  });
});

describe('parseIpAddress', () => {
  it('reads IPv4 and compressed or embedded IPv6 into bytes', () => {
    expect(parseIpAddress('192.0.2.1')).toEqual({ version: 4, bytes: [192, 0, 2, 1] });
    expect(parseIpAddress('[2001:db8::ff00:42:8329]')?.bytes).toEqual([
      0x20,
      0x01,
      0x0d,
      0xb8,
      0,
      0,
      0,
      0,
      0,
      0,
      0xff,
      0x00,
      0x00,
      0x42,
      0x83,
      0x29,
    ]);
    expect(parseIpAddress('::ffff:192.0.2.1')?.bytes.slice(10)).toEqual([0xff, 0xff, 192, 0, 2, 1]);
  });

  it('refuses non-canonical IPv4 spellings, which the URL parser rewrites first', () => {
    expect([parseIpAddress('0x7f.0.0.1'), parseIpAddress('2130706433'), parseIpAddress('127.1')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(new URL('http://0x7f.1/').hostname).toBe('127.0.0.1');
  });
});
