import javax.net.ssl.*;
import java.security.cert.X509Certificate;

public class Client {
    static final String ENDPOINT = "http://legado.banco.com.br/soap"; // vigia-expect: http-plaintext-endpoint
    static final String SAFE = "https://legado.banco.com.br/soap";

    TrustManager trustAll = new X509TrustManager() {
        public void checkClientTrusted(X509Certificate[] c, String a) {} // vigia-expect: tls-verification-disabled
        public void checkServerTrusted(X509Certificate[] c, String a) {} // vigia-expect: tls-verification-disabled
        public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
    };

    TrustManager strict = new X509TrustManager() {
        public void checkClientTrusted(X509Certificate[] c, String a) throws java.security.cert.CertificateException { throw new java.security.cert.CertificateException("cliente"); }
        public void checkServerTrusted(X509Certificate[] c, String a) throws java.security.cert.CertificateException { if (c.length == 0) throw new java.security.cert.CertificateException("vazio"); }
        public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
    };
}
