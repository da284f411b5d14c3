using System.Security.Cryptography;
using System.Text;

namespace Banco.Cofre;

public static class CofreCartao
{
    public static byte[] Cifrar(byte[] chave, byte[] cartao)
    {
        using var aes = Aes.Create();
        aes.Key = chave;
        aes.IV = new byte[16]; // vigia-expect: crypto-fixed-iv
        using var cifrador = aes.CreateEncryptor();
        return cifrador.TransformFinalBlock(cartao, 0, cartao.Length);
    }

    public static byte[] CifrarLegado(byte[] chave, byte[] cartao)
    {
        using var aes = Aes.Create();
        using var cifrador = aes.CreateEncryptor(chave, Encoding.UTF8.GetBytes("1234567890123456")); // vigia-expect: crypto-fixed-iv
        return cifrador.TransformFinalBlock(cartao, 0, cartao.Length);
    }

    public static byte[] CifrarSeguro(byte[] chave, byte[] cartao)
    {
        // Look-alikes: a random IV, and one read back from the stored message.
        using var aes = Aes.Create();
        aes.Key = chave;
        aes.GenerateIV();
        aes.IV = RandomNumberGenerator.GetBytes(16);
        return aes.EncryptCbc(cartao, aes.IV);
    }
}
