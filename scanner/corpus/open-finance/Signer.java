import com.nimbusds.jose.*;

public class Signer {
    static final int ACCESS_TOKEN_TTL = 7200; // vigia-expect: of-token-lifetime
    static final int ACCESS_TOKEN_TTL_OK = 600;
    JWSHeader header() { return new JWSHeader(JWSAlgorithm.RS256); } // vigia-expect: of-jws-alg-not-ps256
    JWSHeader fapi() { return new JWSHeader(JWSAlgorithm.PS256); }
    JWEHeader jwe() { return new JWEHeader(JWEAlgorithm.RSA1_5, EncryptionMethod.A256GCM); } // vigia-expect: of-jwe-alg
    JWEHeader jweOk() { return new JWEHeader(JWEAlgorithm.RSA_OAEP, EncryptionMethod.A256GCM); }
}
