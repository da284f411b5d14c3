using Microsoft.IdentityModel.Tokens;

public class Auth {
    public TokenValidationParameters Params() {
        return new TokenValidationParameters {
            ValidateIssuerSigningKey = false, // vigia-expect: jwt-not-verified
            ValidateIssuer = true,
            ValidateLifetime = true,
        };
    }
}
