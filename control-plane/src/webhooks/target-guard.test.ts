import { describe, expect, it } from 'vitest';
import { checkTarget, forbiddenKind, type Resolver } from './target-guard.js';

const strict = { allowLoopback: false, allowNetworks: [] };
const names: Resolver = async (hostname) => ({ 'publico.exemplo.com.br': ['203.0.113.5'], 'interno.exemplo.com.br': ['203.0.113.5', '10.1.2.3'] })[hostname] ?? [];

describe('webhook targets (SSRF)', () => {
  it.each([
    ['10.0.0.5', 'private'],
    ['172.20.1.1', 'private'],
    ['192.168.0.10', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12::1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['169.254.10.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['0.0.0.0', 'reserved'],
    ['203.0.113.5', undefined],
    ['2001:4860:4860::8888', undefined],
  ])('when the address is %s, then it is %s', (address, kind) => {
    expect(forbiddenKind(address)).toBe(kind);
  });

  it('when the target is a private, loopback, metadata or link-local address, then it is refused with the reason', async () => {
    await expect(checkTarget('https://10.0.0.5/hook', strict)).rejects.toThrow('aponta para um endereço de rede privada (10.0.0.5)');
    await expect(checkTarget('https://[::1]:8443/hook', strict)).rejects.toThrow('aponta para um endereço de loopback (::1)');
    await expect(checkTarget('https://169.254.169.254/latest/meta-data', strict)).rejects.toThrow('de metadados de nuvem');
    await expect(checkTarget('https://[fe80::1]/hook', strict)).rejects.toThrow('link-local');
  });

  it('when a name resolves to any private address, then it is refused; a public one passes and is pinned', async () => {
    await expect(checkTarget('https://interno.exemplo.com.br/hook', strict, names)).rejects.toThrow('(10.1.2.3)');
    await expect(checkTarget('https://ninguem.exemplo.com.br/hook', strict, names)).rejects.toThrow('não resolve');
    expect(await checkTarget('https://publico.exemplo.com.br/hook', strict, names)).toMatchObject({ address: '203.0.113.5', family: 4 });
  });

  it('when loopback is allowed (development), then http:// to loopback passes but http:// elsewhere does not; metadata never', async () => {
    const dev = { allowLoopback: true, allowNetworks: [] };
    expect((await checkTarget('http://127.0.0.1:9000/hook', dev)).address).toBe('127.0.0.1');
    expect((await checkTarget('http://[::1]:9000/hook', dev)).address).toBe('::1');
    await expect(checkTarget('http://203.0.113.5/hook', dev)).rejects.toThrow('deve usar https://');
    await expect(checkTarget('http://127.0.0.1/hook', strict)).rejects.toThrow('deve usar https://');
    await expect(checkTarget('https://169.254.169.254/', { allowLoopback: true, allowNetworks: ['169.254.0.0/16'] })).rejects.toThrow('metadados');
  });

  it('when the operator allows a private network, then targets in it pass and others stay refused', async () => {
    const internal = { allowLoopback: false, allowNetworks: ['10.1.0.0/16'] };
    expect((await checkTarget('https://10.1.2.3/siem', internal)).address).toBe('10.1.2.3');
    await expect(checkTarget('https://10.2.0.1/siem', internal)).rejects.toThrow('rede privada');
  });

  it('when the URL carries credentials or is not a URL, then it is refused', async () => {
    await expect(checkTarget('https://user:senha@exemplo.com.br/', strict)).rejects.toThrow('usuário ou senha');
    await expect(checkTarget('exemplo', strict)).rejects.toThrow('não é um endereço válido');
    await expect(checkTarget('ftp://203.0.113.5/', strict)).rejects.toThrow('deve usar https://');
  });
});
