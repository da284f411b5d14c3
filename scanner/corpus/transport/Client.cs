using System.Net;
using System.Net.Http;

public class Client {
    public void Configure(HttpClientHandler handler) {
        ServicePointManager.ServerCertificateValidationCallback = (sender, cert, chain, errors) => true; // vigia-expect: tls-verification-disabled
        handler.ServerCertificateCustomValidationCallback = HttpClientHandler.DangerousAcceptAnyServerCertificateValidator; // vigia-expect: tls-verification-disabled
        var url = "http://boletos.banco.com.br/api"; // vigia-expect: http-plaintext-endpoint
        var ok = "https://boletos.banco.com.br/api";
    }
}
