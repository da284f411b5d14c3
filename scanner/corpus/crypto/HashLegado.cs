public class HashLegado
{
    public byte[] ResumoArquivo(byte[] dados)
    {
        using var md5 = System.Security.Cryptography.MD5.Create(); // vigia-expect: crypto-weak-hash
        return md5.ComputeHash(dados);
    }

    public byte[] ResumoPorNome(byte[] dados)
    {
        var algoritmo = System.Security.Cryptography.HashAlgorithm.Create("SHA1"); // vigia-expect: crypto-weak-hash
        return algoritmo.ComputeHash(dados);
    }

    public byte[] ResumoAtual(byte[] dados)
    {
        return System.Security.Cryptography.SHA256.HashData(dados);
    }

    public object CifraLegada()
    {
        return System.Security.Cryptography.TripleDES.Create(); // vigia-expect: crypto-weak-cipher
    }
}
