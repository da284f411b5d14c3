import java.time.Duration

const val JWS_ALG = "RS256" // vigia-expect: of-jws-alg-not-ps256
val jweAlgorithm: String = "RSA-OAEP-256" // vigia-expect: of-jwe-alg
val accessTokenTtl: Duration = Duration.ofMinutes(60) // vigia-expect: of-token-lifetime
val accessTokenTtlFapi: Duration = Duration.ofMinutes(15)
