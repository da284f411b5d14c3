using System;
using System.Security.Cryptography;
using DotNetEnv;

public class CofreAmbiente
{
    public byte[] DigitalDocumento(byte[] conteudo)
    {
        return HashAlgorithm.Create(Environment.GetEnvironmentVariable("COFRE_HASH")).ComputeHash(conteudo); // vigia-expect: crypto-weak-hash
    }

    public byte[] DigitalIndice(byte[] conteudo)
    {
        Env.Load();
        return HashAlgorithm.Create(Env.GetString("COFRE_HASH_INDICE", "MD5")).ComputeHash(conteudo);
    }

    public byte[] DigitalArquivo(byte[] conteudo)
    {
        return HashAlgorithm.Create(Env.GetString("COFRE_HASH_ARQUIVO", "SHA256")).ComputeHash(conteudo);
    }
}
