public class Config {
    private static final String CLIENT_SECRET = "Tr7Yb2Nq9Lz4Wx6Vc3Mk8Pd1Hs5Gf0Ja"; // vigia-expect: secret-high-entropy
    private static final String PASSWORD_PARAM = "password";
    private static final String TOKEN_URL = "https://auth.exemplo.com.br/token";
}
