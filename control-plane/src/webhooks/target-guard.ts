import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { AddressList, normalizeAddress } from '@vigia/telemetry';

/** Why an address may not receive webhooks (the Portuguese words go in the refusal). */
export type ForbiddenKind = 'loopback' | 'private' | 'link-local' | 'metadata' | 'reserved';

const KIND_WORDS: Record<ForbiddenKind, string> = {
  loopback: 'de loopback',
  private: 'de rede privada',
  'link-local': 'link-local',
  metadata: 'de metadados de nuvem',
  reserved: 'reservado',
};

// Checked in this order: the first list that holds the address names its kind.
const RANGES: [ForbiddenKind, string[]][] = [
  // Cloud instance metadata (AWS, GCP, Azure, Oracle; AWS IPv6; Alibaba): never reachable, whatever the operator allows.
  ['metadata', ['169.254.169.254', '169.254.170.2', 'fd00:ec2::254', '100.100.100.200']],
  ['loopback', ['127.0.0.0/8', '::1/128']],
  ['link-local', ['169.254.0.0/16', 'fe80::/10']],
  ['private', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7']],
  [
    'reserved',
    ['0.0.0.0/8', '192.0.0.0/24', '198.18.0.0/15', '224.0.0.0/4', '240.0.0.0/4', '::/128', 'ff00::/8', '64:ff9b::/96', '2002::/16'],
  ],
];
const LISTS = RANGES.map(([kind, entries]) => [kind, new AddressList(entries)] as const);

/** The kind of a forbidden address, or undefined for a public one. */
export function forbiddenKind(rawAddress: string): ForbiddenKind | undefined {
  const address = normalizeAddress(rawAddress);
  return LISTS.find(([, list]) => list.has(address))?.[0];
}

export type Resolver = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo, as connections use it): every address of a name. */
export const systemResolver: Resolver = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export interface TargetPolicy {
  /** Development: http:// and loopback addresses are accepted. */
  allowLoopback: boolean;
  /** Private networks the operator allows (metadata addresses stay refused). */
  allowNetworks: readonly string[];
}

/** A refused target, with the Portuguese reason shown to the administrator and kept in the delivery log. */
export class TargetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetRefused';
  }
}

export interface CheckedTarget {
  url: URL;
  /** The address the connection must use: the one checked (no second DNS answer can swap it). */
  address: string;
  family: 4 | 6;
}

/**
 * Checks a webhook URL against SSRF: https only (http to loopback in development), no credentials in
 * the URL, and every address the name resolves to public (or explicitly allowed). Called when the
 * webhook is saved and again before each attempt, so a name re-pointed at an internal address
 * afterwards (DNS rebinding) is refused; the attempt then connects to the very address checked.
 */
export async function checkTarget(
  rawUrl: string,
  policy: TargetPolicy,
  resolve: Resolver = systemResolver,
  /** What the address may not do, in the refusal (the single sign-on provider reuses this check). */
  refusedFor = 'receber webhooks',
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new TargetRefused('não é um endereço válido (ex.: https://exemplo.com.br/webhooks/vigia)');
  }
  if (url.username || url.password) throw new TargetRefused('não pode conter usuário ou senha');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowLoopback)) {
    throw new TargetRefused('deve usar https://');
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(hostname)) addresses = [hostname];
  else {
    try {
      addresses = await resolve(hostname);
    } catch {
      throw new TargetRefused(`não resolve: o nome ${hostname} não foi encontrado no DNS`);
    }
    if (addresses.length === 0) throw new TargetRefused(`não resolve: o nome ${hostname} não foi encontrado no DNS`);
  }
  const allowed = new AddressList(policy.allowNetworks);
  for (const address of addresses) {
    const kind = forbiddenKind(address);
    if (kind === undefined || kind === 'reserved' || kind === 'metadata') {
      if (kind) throw new TargetRefused(`aponta para um endereço ${KIND_WORDS[kind]} (${normalizeAddress(address)}), que não pode ${refusedFor}`);
      continue;
    }
    if (kind === 'loopback' && policy.allowLoopback) continue;
    if (kind !== 'loopback' && allowed.has(address)) continue;
    throw new TargetRefused(`aponta para um endereço ${KIND_WORDS[kind]} (${normalizeAddress(address)}), que não pode ${refusedFor}`);
  }
  // http:// only ever to loopback, even when loopback is allowed.
  if (url.protocol === 'http:' && addresses.some((address) => forbiddenKind(address) !== 'loopback')) {
    throw new TargetRefused('deve usar https:// (http:// só para loopback em desenvolvimento)');
  }
  const address = normalizeAddress(addresses[0] as string);
  return { url, address, family: isIP(address) === 6 ? 6 : 4 };
}

/** A socket lookup that answers only the checked address, so the connection cannot land elsewhere (TLS still checks the name). */
export function pinnedLookup(checked: CheckedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  };
}
