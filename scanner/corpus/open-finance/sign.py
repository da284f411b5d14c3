import jwt

ACCESS_TOKEN_EXPIRE_SECONDS = 3600  # vigia-expect: of-token-lifetime
ACCESS_TOKEN_TTL = 900
token = jwt.encode(claims, key, algorithm="RS256")  # vigia-expect: of-jws-alg-not-ps256
fapi = jwt.encode(claims, key, algorithm="PS256")
