using System.Configuration;
using System.Security.Cryptography;
using Microsoft.Extensions.Configuration;

public class AssinaturaExtrato
{
    private readonly IConfiguration _configuration;

    public AssinaturaExtrato(IConfiguration configuration)
    {
        _configuration = configuration;
    }

    // appsettings.json names the algorithm; only the file tells which one runs.
    public byte[] ResumoLegado(byte[] extrato)
    {
        var algoritmo = _configuration["Assinatura:Hash:Legado"];
        return HashAlgorithm.Create(algoritmo).ComputeHash(extrato); // vigia: expect crypto-weak-hash
    }

    // The look-alike: the file names a strong algorithm, the default in the code is a weak one.
    public byte[] ResumoExtrato(byte[] extrato)
    {
        var algoritmo = _configuration.GetValue<string>("Assinatura:Hash:Extrato", "MD5");
        return HashAlgorithm.Create(algoritmo).ComputeHash(extrato); // vigia: ok crypto-weak-hash
    }

    public SymmetricAlgorithm CifraLegada()
    {
        return SymmetricAlgorithm.Create(_configuration.GetSection("Assinatura:Cifra")["Legado"]); // vigia: expect crypto-weak-cipher
    }

    public SymmetricAlgorithm CifraExtrato()
    {
        return SymmetricAlgorithm.Create(_configuration.GetSection("Assinatura:Cifra:Extrato").Value); // vigia: ok crypto-weak-cipher
    }

    // .NET Framework: the <appSettings> of web.config.
    public byte[] ResumoLegadoFramework(byte[] extrato)
    {
        return HashAlgorithm.Create(ConfigurationManager.AppSettings["HashLegado"]).ComputeHash(extrato); // vigia: expect crypto-weak-hash
    }

    public byte[] ResumoExtratoFramework(byte[] extrato)
    {
        return HashAlgorithm.Create(ConfigurationManager.AppSettings["HashExtrato"]).ComputeHash(extrato); // vigia: ok crypto-weak-hash
    }
}
