using System;
using System.Security.Cryptography;

public class CodigoSmsService
{
    private static readonly Random gerador = new Random();

    public string GerarCodigoSms()
    {
        return gerador.Next(100000, 999999).ToString(); // vigia-expect: crypto-insecure-random
    }

    public string EnviarConfirmacao()
    {
        var codigoVerificacao = Random.Shared.Next(0, 999999); // vigia-expect: crypto-insecure-random
        return codigoVerificacao.ToString("D6");
    }

    public string GerarCodigoSeguro()
    {
        return RandomNumberGenerator.GetInt32(100000, 999999).ToString();
    }

    public int SortearAtraso()
    {
        return gerador.Next(100, 500);
    }
}
