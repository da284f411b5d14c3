import java.time.Duration;

public class JoseSettings {
    static final String JWS_ALGORITHM = "RS256"; // vigia-expect: of-jws-alg-not-ps256
    static final String SIGNING_ALG = "PS256";
    private static final String JWE_ENC = "A128CBC-HS256"; // vigia-expect: of-jwe-alg
    private static final String JWE_ALG = "RSA-OAEP";
    static final Duration ACCESS_TOKEN_TTL = Duration.ofHours(1); // vigia-expect: of-token-lifetime
    static final Duration ACCESS_TOKEN_TTL_FAPI = Duration.ofMinutes(10);
    static final long TOKEN_EXPIRATION = 3600L; // vigia-expect: of-token-lifetime
    static final long REFRESH_TOKEN_EXPIRATION = 86400L;
}
