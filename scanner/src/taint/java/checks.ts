/**
 * Checks on the same parse that need constants rather than taint: weak hashes and ciphers (the
 * algorithm string resolved through local constants, fields and Properties defaults, any overload,
 * fully-qualified or imported), predictable random generators and cookies sent without Secure.
 */
import type { SgNode } from '@ast-grep/napi';
import { isConst } from '../value.js';
import type { CallInfo } from './calls.js';
import { simpleType, type Ctx } from './context.js';

const WEAK_HASH = /^(?:MD2|MD4|MD5|SHA|SHA-?1)$/i;
const WEAK_CIPHER = /^(?:DES|DESede|TripleDES|3DES|RC2|RC4|ARCFOUR|Blowfish|PBEWith\w*(?:DES|RC2|RC4)\w*)$/i;
const DIGEST_UTILS_WEAK = /^(?:md2|md5|sha|sha1)(?:Hex)?$|^(?:getMd5Digest|getSha1Digest|getMd2Digest|getShaDigest)$/;
const PASSWORD_CONTEXT = /password|senha|passwd|pwd/i;
const SECRET_CONTEXT = /token|secret|segredo|senha|password|otp|nonce|salt|apikey|session|sessao|chave|pin/i;

function receiverIs(call: CallInfo, type: string): boolean {
  return simpleType(call.receiverText) === type;
}

/**
 * "AES" alone means AES/ECB/PKCS5Padding on every JCE provider. "RSA/ECB/..." is the JCE's name for
 * single-block RSA, not the ECB mode of a block cipher: not reported.
 */
export function isWeakCipherTransformation(alg: string): boolean {
  const [cipher = '', mode] = alg.split('/').map((part) => part.trim());
  const isRsa = /^RSA$/i.test(cipher);
  return WEAK_CIPHER.test(cipher) || (!isRsa && mode?.toUpperCase() === 'ECB') || (cipher.toUpperCase() === 'AES' && mode === undefined);
}

function constantString(call: CallInfo, index: number): string | undefined {
  const v = call.args[index];
  return v && isConst(v) && typeof v.constant.value === 'string' ? v.constant.value : undefined;
}

export function checkCryptoCall(call: CallInfo, ctx: Ctx): void {
  const { name, node } = call;
  if (name === 'getInstance' && receiverIs(call, 'MessageDigest')) {
    const alg = constantString(call, 0);
    if (alg && WEAK_HASH.test(alg)) ctx.report({ rule: PASSWORD_CONTEXT.test(ctx.methodName) ? 'crypto-weak-password-hash' : 'crypto-weak-hash', node });
  } else if (DIGEST_UTILS_WEAK.test(name) && receiverIs(call, 'DigestUtils')) {
    ctx.report({ rule: PASSWORD_CONTEXT.test(ctx.methodName) ? 'crypto-weak-password-hash' : 'crypto-weak-hash', node });
  } else if (name === 'getInstance' && receiverIs(call, 'Cipher')) {
    const alg = constantString(call, 0);
    if (alg && isWeakCipherTransformation(alg)) ctx.report({ rule: 'crypto-weak-cipher', node });
  } else if (name === 'getInstance' && (receiverIs(call, 'KeyGenerator') || receiverIs(call, 'SecretKeyFactory'))) {
    const alg = constantString(call, 0);
    if (alg && WEAK_CIPHER.test(alg)) ctx.report({ rule: 'crypto-weak-cipher', node });
  } else if ((name === 'random' && receiverIs(call, 'Math')) || (name === 'current' && receiverIs(call, 'ThreadLocalRandom'))) {
    reportRandom(node, ctx);
  }
}

export function checkCryptoConstructor(typeText: string, node: SgNode, ctx: Ctx): void {
  if (simpleType(typeText) === 'Random' || simpleType(typeText) === 'SplittableRandom') reportRandom(node, ctx);
}

/**
 * Policy: every non-cryptographic generator is reported (like SonarQube), because whether its output
 * becomes a secret is rarely visible in one method. Where it is (a method about tokens, passwords,
 * salts...) the finding is crypto-insecure-random (medium); elsewhere random-predictable (low).
 */
function reportRandom(node: SgNode, ctx: Ctx): void {
  ctx.report({ rule: SECRET_CONTEXT.test(ctx.methodName) ? 'crypto-insecure-random' : 'random-predictable', node });
}
