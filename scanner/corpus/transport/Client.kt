import javax.net.ssl.X509TrustManager
import java.security.cert.X509Certificate

class TrustAll : X509TrustManager {
    override fun checkClientTrusted(chain: Array<X509Certificate>, authType: String) {}
    override fun checkServerTrusted(chain: Array<X509Certificate>, authType: String) {} // vigia-expect: tls-verification-disabled
    override fun getAcceptedIssuers(): Array<X509Certificate> = arrayOf()
}

const val API = "http://api.cartoes.com.br/v2" // vigia-expect: http-plaintext-endpoint
const val SAFE_API = "https://api.cartoes.com.br/v2"
