using Microsoft.IdentityModel.Tokens;

public class Signer {
    public SigningCredentials Creds(SecurityKey key) {
        return new SigningCredentials(key, SecurityAlgorithms.RsaSha256); // vigia-expect: of-jws-alg-not-ps256
    }
    public SigningCredentials Fapi(SecurityKey key) {
        return new SigningCredentials(key, SecurityAlgorithms.RsaSsaPssSha256);
    }
}
