import { BlockList, isIP } from 'node:net';

/**
 * A set of addresses and CIDR blocks ("10.0.0.0/8", "2001:db8::/32", "192.168.1.7"), on node's
 * BlockList. Used as an allow-list (who may scrape metrics) and as the blocked-address list.
 */
export class AddressList {
  private readonly list = new BlockList();
  private entries = 0;

  constructor(entries: Iterable<string> = []) {
    for (const entry of entries) this.add(entry);
  }

  /** Adds an address or a CIDR; throws on anything else (callers validate user input with `isAddressOrCidr` first). */
  add(entry: string): void {
    const parsed = parseAddressOrCidr(entry);
    if (!parsed) throw new Error(`Endereço ou CIDR inválido: "${entry}"`);
    if (parsed.prefix === undefined) this.list.addAddress(parsed.address, parsed.family);
    else this.list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    this.entries += 1;
  }

  /** No address or block listed (the usual blocked-address list): callers may skip the lookup. */
  get isEmpty(): boolean {
    return this.entries === 0;
  }

  /** Whether the address (IPv4, IPv6 or IPv4-mapped IPv6) is in the list. */
  has(rawAddress: string | undefined): boolean {
    if (this.entries === 0) return false;
    const address = normalizeAddress(rawAddress);
    const family = isIP(address);
    return family !== 0 && this.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }
}

/** "::ffff:10.0.0.1" → "10.0.0.1": sockets report IPv4 peers of a dual-stack server mapped. */
export function normalizeAddress(rawAddress: string | undefined): string {
  return (rawAddress ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

export function parseAddressOrCidr(entry: string): { address: string; family: 'ipv4' | 'ipv6'; prefix?: number } | undefined {
  const [rawAddress = '', bits, extra] = entry.trim().split('/');
  if (extra !== undefined) return undefined;
  const address = normalizeAddress(rawAddress);
  const version = isIP(address);
  if (version === 0) return undefined;
  const family = version === 6 ? 'ipv6' : 'ipv4';
  if (bits === undefined) return { address, family };
  if (!/^\d{1,3}$/.test(bits)) return undefined;
  const prefix = Number(bits);
  return prefix <= (version === 6 ? 128 : 32) ? { address, family, prefix } : undefined;
}

export function isAddressOrCidr(entry: string): boolean {
  return parseAddressOrCidr(entry) !== undefined;
}

/**
 * An environment list of addresses and CIDRs ("10.0.0.0/8, 192.168.1.7"); undefined when unset. A
 * typo stops the start rather than open or close a door silently.
 */
export function addressListFromEnv(name: string, raw: string | undefined): string[] | undefined {
  if (!raw?.trim()) return undefined;
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.find((entry) => !isAddressOrCidr(entry));
  if (invalid !== undefined) throw new Error(`${name} must list addresses or CIDRs separated by commas (got "${invalid}")`);
  return entries;
}
