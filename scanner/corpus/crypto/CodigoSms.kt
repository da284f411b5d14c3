import java.security.SecureRandom
import kotlin.random.Random

class CodigoSmsService {
    fun enviarConfirmacao(): String {
        val codigoSms = Random.nextInt(100000, 999999) // vigia-expect: crypto-insecure-random
        val atraso = Random.nextInt(100, 500)
        return "$codigoSms-$atraso"
    }

    fun gerarCodigoSeguro(): Int = SecureRandom().nextInt(900000) + 100000
}
