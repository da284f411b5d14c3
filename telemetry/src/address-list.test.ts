import { describe, expect, it } from 'vitest';
import { AddressList, isAddressOrCidr } from './address-list.js';

describe('AddressList', () => {
  it('matches addresses and CIDR blocks of both families, IPv4-mapped peers included', () => {
    const list = new AddressList(['10.0.0.0/8', '192.168.1.7', '2001:db8::/32', '::1/128']);
    expect(list.has('10.200.3.4')).toBe(true);
    expect(list.has('::ffff:10.1.2.3')).toBe(true);
    expect(list.has('192.168.1.7')).toBe(true);
    expect(list.has('192.168.1.8')).toBe(false);
    expect(list.has('2001:db8:1::5')).toBe(true);
    expect(list.has('::1')).toBe(true);
    expect(list.has('11.0.0.1')).toBe(false);
  });

  it('says whether anything is listed, and an empty list matches nothing', () => {
    const empty = new AddressList();
    expect(empty.isEmpty).toBe(true);
    expect(empty.has('10.0.0.1')).toBe(false);
    const one = new AddressList(['10.0.0.1']);
    expect(one.isEmpty).toBe(false);
    expect(one.has('10.0.0.1')).toBe(true);
  });

  it('never matches what is not an address', () => {
    const list = new AddressList(['0.0.0.0/0']);
    expect(list.has(undefined)).toBe(false);
    expect(list.has('')).toBe(false);
    expect(list.has('localhost')).toBe(false);
  });

  it('accepts only addresses and CIDRs with a prefix in range', () => {
    for (const good of ['1.2.3.4', '1.2.3.0/24', '::1', 'fe80::/10', '0.0.0.0/0']) expect(isAddressOrCidr(good)).toBe(true);
    for (const bad of ['1.2.3.4/33', '::/129', '1.2.3', 'a.b.c.d', '1.2.3.4/24/1', '1.2.3.4/-1', '1.2.3.4/ 8', '']) expect(isAddressOrCidr(bad)).toBe(false);
    expect(() => new AddressList(['300.1.1.1'])).toThrow('Endereço ou CIDR inválido');
  });
});
