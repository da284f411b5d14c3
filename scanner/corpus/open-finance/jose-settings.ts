export const JWS_ALG = 'RS256'; // vigia-expect: of-jws-alg-not-ps256
export const JWS_ALG_FAPI = 'PS256';
const jweEnc: string = 'A128GCM'; // vigia-expect: of-jwe-alg
const jweEncOk: string = 'A256GCM';
const cfg = { accessTokenTtl: 3600, refreshTokenTtl: 86400, idTokenTtl: 3600 }; // vigia-expect: of-token-lifetime
class Pix { private signingAlg = 'HS256'; accessTokenLifetime = 600; } // vigia-expect: of-jws-alg-not-ps256
const ACCESS_TOKEN_TTL_MS = 3600000;
const ACCESS_TOKEN_TTL = 60 * 60; // vigia-expect: of-token-lifetime
const TOKEN_EXPIRES_IN = 15 * 60;
export { cfg, jweEnc, jweEncOk, Pix, ACCESS_TOKEN_TTL_MS, ACCESS_TOKEN_TTL, TOKEN_EXPIRES_IN };
