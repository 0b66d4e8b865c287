import { describe, expect, it } from 'vitest';
import { hostReach } from './hostReach';

const reach = (url: string) => hostReach(new URL(url).hostname);

describe('hostReach', () => {
  it.each([
    ['http://127.0.0.1:4001', 'loopback'],
    ['http://127.8.0.1', 'loopback'],
    ['http://localhost:4001', 'loopback'],
    ['http://[::1]:4001', 'loopback'],
    ['http://10.0.0.5:8080', 'local'],
    ['http://172.16.0.1', 'local'],
    ['http://172.31.255.254', 'local'],
    ['http://192.168.1.20:4001', 'local'],
    ['http://169.254.10.1', 'local'],
    ['http://100.101.102.103', 'local'],
    ['http://[fd12:3456::1]:4001', 'local'],
    ['http://[fe80::1]', 'local'],
    ['http://algod.local:4001', 'local'],
    ['http://node.lan', 'local'],
    ['http://node.home.arpa', 'local'],
    ['http://172.32.0.1', 'public'],
    ['http://172.15.0.1', 'public'],
    ['http://192.169.1.1', 'public'],
    ['http://100.128.0.1', 'public'],
    ['http://8.8.8.8', 'public'],
    ['http://[2001:db8::1]', 'public'],
    ['http://example.com', 'public'],
    ['http://local.example.com', 'public'],
  ])('%s is %s', (url, expected) => {
    expect(reach(url)).toBe(expected);
  });
});
