using System.Net.Http;

namespace Banco.Transporte;

public class FormasTls
{
    public HttpClient ClienteSpi()
    {
        var handler = new HttpClientHandler();
        handler.ServerCertificateCustomValidationCallback = delegate { return true; }; // vigia-expect: tls-verification-disabled
        return new HttpClient(handler);
    }

    public HttpClient ClienteSpiSeguro()
    {
        var handler = new HttpClientHandler();
        handler.ServerCertificateCustomValidationCallback = (mensagem, certificado, cadeia, erros) => erros == System.Net.Security.SslPolicyErrors.None;
        return new HttpClient(handler);
    }
}
