/**
 * A JWT is a credential because presenting it proves who the bearer is or what it may do. A JWS whose
 * payload names no subject, client, session, permission or validity window (`{"confidence":0.8}`, a signed
 * result or webhook body) grants nothing when replayed: it is signed data, not a secret. Tokens whose parts
 * do not decode to JSON are kept: we cannot read them, so we cannot say they are harmless.
 */

/** Registered claims (RFC 7519) and the usual identity/authorization ones, lower-case. */
const CREDENTIAL_CLAIMS = new Set(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti', 'azp', 'sid', 'scp', 'scope', 'uid', 'id', 'acr', 'amr', 'kid']);
/** Claim names containing these words identify someone or grant something (`userId`, `cliente`, `isAdmin`). */
const CREDENTIAL_WORDS = /user|usuario|login|email|account|conta|client|tenant|session|sessao|role|perfil|scope|permiss|grant|auth|admin|token|key|chave|name|nome|cpf|cnpj|org|group|grupo|_id$|id$|^is[A-Z_]/i;

function decodeJsonObject(part: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(part.replace(/\\/g, ''), 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** False only for a readable JWS whose header has `alg` and whose payload carries no credential claim. */
export function isCredentialJwt(token: string): boolean {
  const [header, payload] = token.split('.');
  const head = decodeJsonObject(header ?? '');
  const claims = decodeJsonObject(payload ?? '');
  if (!head || typeof head.alg !== 'string' || !claims) return true;
  return claimNames(claims, 3).some((k) => CREDENTIAL_CLAIMS.has(k.toLowerCase()) || CREDENTIAL_WORDS.test(k));
}

/** Claim names at any depth up to `depth` (`{"data": {"userId": 7}}` names a user too). */
function claimNames(claims: Record<string, unknown>, depth: number): string[] {
  return Object.entries(claims).flatMap(([k, v]) =>
    depth > 1 && v && typeof v === 'object' && !Array.isArray(v) ? [k, ...claimNames(v as Record<string, unknown>, depth - 1)] : [k],
  );
}
