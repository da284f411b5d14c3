using System;
using System.Security.Cryptography;
using DotNetEnv;
using Microsoft.Extensions.Configuration;

// ASP.NET Core loads appsettings.json (and the environment's file) by itself; the code only names keys.
public class ResumoExtrato
{
    private readonly IConfiguration _config;

    public ResumoExtrato(IConfiguration config)
    {
        _config = config;
    }

    public byte[] Legado(byte[] extrato)
    {
        return HashAlgorithm.Create(_config.GetValue<string>("Extrato:Hash:Legado", "SHA512")).ComputeHash(extrato); // vigia: expect crypto-weak-hash
    }

    // The look-alike: the file names a strong algorithm, the code's default a weak one.
    public byte[] Atual(byte[] extrato)
    {
        return HashAlgorithm.Create(_config.GetValue<string>("Extrato:Hash:Atual", "MD5")).ComputeHash(extrato); // vigia: ok crypto-weak-hash
    }

    // No file has this key: the code's default, a strong one, runs.
    public byte[] Novo(byte[] extrato)
    {
        return HashAlgorithm.Create(_config.GetValue<string>("Extrato:Hash:Novo", "SHA256")).ComputeHash(extrato); // vigia: ok crypto-weak-hash
    }

    // The Homolog environment changes this key: which algorithm runs depends on the environment.
    public byte[] Perfil(byte[] extrato)
    {
        return HashAlgorithm.Create(_config["Extrato:Hash:Perfil"]).ComputeHash(extrato); // vigia: ok crypto-weak-hash
    }

    // .env, put into the environment by DotNetEnv or Docker Compose: the code only names keys.
    public byte[] Ambiente(byte[] extrato)
    {
        return HashAlgorithm.Create(Environment.GetEnvironmentVariable("HASH_LEGADO")).ComputeHash(extrato); // vigia: expect crypto-weak-hash
    }

    public byte[] AmbienteCarregado(byte[] extrato)
    {
        Env.Load();
        return HashAlgorithm.Create(Env.GetString("HASH_LEGADO", "SHA512")).ComputeHash(extrato); // vigia: expect crypto-weak-hash
    }

    // The look-alike: the file names a strong algorithm, the code's default a weak one.
    public byte[] AmbienteAtual(byte[] extrato)
    {
        return HashAlgorithm.Create(Env.GetString("HASH_ATUAL", "MD5")).ComputeHash(extrato); // vigia: ok crypto-weak-hash
    }

    // No file has this key: the code's default, a strong one, runs.
    public byte[] AmbienteNovo(byte[] extrato)
    {
        return HashAlgorithm.Create(Environment.GetEnvironmentVariable("HASH_NOVO") ?? "SHA256").ComputeHash(extrato); // vigia: ok crypto-weak-hash
    }

    // The staging environment changes this key: which algorithm runs depends on the environment.
    public byte[] AmbientePerfil(byte[] extrato)
    {
        return HashAlgorithm.Create(Environment.GetEnvironmentVariable("HASH_PERFIL")).ComputeHash(extrato); // vigia: ok crypto-weak-hash
    }

    // GetEnvironmentVariables() is the whole environment, a map.
    public byte[] AmbienteMapa(byte[] extrato)
    {
        return HashAlgorithm.Create((string)Environment.GetEnvironmentVariables()["HASH_LEGADO"]).ComputeHash(extrato); // vigia: expect crypto-weak-hash
    }

    public byte[] AmbienteMapaAtual(byte[] extrato)
    {
        return HashAlgorithm.Create((string)Environment.GetEnvironmentVariables()["HASH_ATUAL"]).ComputeHash(extrato); // vigia: ok crypto-weak-hash
    }
}
