JWS_ALG = "RS256"  # vigia-expect: of-jws-alg-not-ps256
JWE_ENC = "A128GCM"  # vigia-expect: of-jwe-alg
JWE_ALG = "RSA-OAEP"
ACCESS_TOKEN_EXPIRE_SECONDS = 3600  # vigia-expect: of-token-lifetime
settings = {"access_token_ttl": 7200, "jws_alg": "PS256"}  # vigia-expect: of-token-lifetime
REFRESH_TOKEN_TTL = 86400
emitir(token_ttl=600)
