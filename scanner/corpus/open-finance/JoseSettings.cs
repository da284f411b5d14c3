class JoseSettings {
    const string JwsAlgorithm = "RS256"; // vigia-expect: of-jws-alg-not-ps256
    const string JwsAlgorithmFapi = "PS256";
    private static readonly string JweEnc = "A128GCM"; // vigia-expect: of-jwe-alg
    void Configure(Options opts) { opts.AccessTokenLifetime = 7200; } // vigia-expect: of-token-lifetime
    void ConfigureFapi(Options opts) { opts.AccessTokenLifetime = 900; }
}
