package pix

import "time"

const JWSAlg = "RS256" // vigia-expect: of-jws-alg-not-ps256
const jweEnc string = "A128GCM" // vigia-expect: of-jwe-alg
const jweAlg = "RSA-OAEP"

var accessTokenTTL = 2 * time.Hour // vigia-expect: of-token-lifetime
var cfg = Config{TokenTTL: 10 * time.Minute, JWSAlgorithm: "PS256"}
