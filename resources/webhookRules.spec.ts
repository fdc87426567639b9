import { describe, expect, it } from 'vitest';
import { addressScope, isInternalHost, webhookUrlProblem } from './webhookRules';

/** The address classifier both sides run (the form and saveWebhook on literal hosts, the send on resolved addresses). */
describe('addressScope', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.20', 'private'],
    ['100.100.100.200', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['172.15.255.255', 'public'],
    ['172.32.0.1', 'public'],
    ['192.169.0.1', 'public'],
    ['8.8.8.8', 'public'],
    ['93.184.215.14', 'public'],
  ])('IPv4 %s is %s', (address, scope) => expect(addressScope(address)).toBe(scope));

  it.each([
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['fec0::1', 'private'],
    ['2001:4860:4860::8888', 'public'],
    ['2606:2800:220:1::1', 'public'],
    ['fe00::1', 'public'],
  ])('IPv6 %s is %s', (address, scope) => expect(addressScope(address)).toBe(scope));

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:a9fe:a9fe]', 'linkLocal'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::192.168.0.1', 'private'],
    ['64:ff9b::8.8.8.8', 'public'],
  ])('IPv4-mapped or embedded %s is %s', (address, scope) => expect(addressScope(address)).toBe(scope));

  it.each(['example.com', 'localhost', '1.2.3', '256.1.1.1', '1:2:3', '1::2::3', 'fe80::1:2:3:4:5:6:7:8', '::ffff:1.2.3.4.5', '1.2.3.4::'])('%s is no IP address', (text) =>
    expect(addressScope(text)).toBeUndefined(),
  );
});

describe('the webhook address rule', () => {
  it('refuses a host that can only be the server’s own network, unless private targets are allowed', () => {
    for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://LOCALHOST./hook', 'http://api.localhost/hook', 'http://[::1]/hook', 'http://169.254.169.254/latest/meta-data', 'http://[::ffff:127.0.0.1]/hook', 'https://10.0.0.5/hook', 'http://0.0.0.0/hook', 'http://2130706433/hook', 'http://0x7f.1/hook']) {
      expect(webhookUrlProblem(url), url).toBe('urlPrivate');
      expect(webhookUrlProblem(url, { allowPrivate: true }), url).toBeUndefined();
    }
    expect(webhookUrlProblem('https://hooks.example.com/newsroom')).toBeUndefined();
    expect(webhookUrlProblem('https://8.8.8.8/hook')).toBeUndefined();
    // The older rules still speak first.
    expect(webhookUrlProblem('http://user:pw@127.0.0.1/')).toBe('urlCredentials');
    expect(webhookUrlProblem('ftp://127.0.0.1/')).toBe('urlInvalid');
  });

  it('takes a name for what it is: only localhost is known without asking DNS', () => {
    expect(isInternalHost('localhost')).toBe(true);
    expect(isInternalHost('localhost.example.com')).toBe(false);
    expect(isInternalHost('intranet')).toBe(false);
  });
});
