using System.Security.Cryptography;

namespace Banco.Cripto;

public class FabricaAlgoritmos
{
    private const string AlgoritmoLegado = "MD5";
    private const string AlgoritmoAtual = "SHA256";

    public byte[] AssinaturaExtrato(byte[] conteudo) => HashAlgorithm.Create("SHA1")!.ComputeHash(conteudo); // vigia-expect: crypto-weak-hash

    public byte[] AssinaturaLegada(byte[] conteudo) => HashAlgorithm.Create(AlgoritmoLegado)!.ComputeHash(conteudo); // vigia-expect: crypto-weak-hash

    public byte[] AssinaturaAtual(byte[] conteudo) => HashAlgorithm.Create(AlgoritmoAtual)!.ComputeHash(conteudo);
}
