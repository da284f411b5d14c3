import jwt

claims = jwt.decode(token, options={"verify_signature": False})  # vigia-expect: jwt-not-verified
ok = jwt.decode(token, key, algorithms=["PS256"])
forged = jwt.encode(payload, None, algorithm="none")  # vigia-expect: jwt-alg-none
