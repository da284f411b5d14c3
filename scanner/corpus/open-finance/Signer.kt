import com.nimbusds.jose.JWSAlgorithm
import com.nimbusds.jose.JWSHeader

const val ACCESS_TOKEN_TTL = 1800 // vigia-expect: of-token-lifetime
const val ACCESS_TOKEN_TTL_FAPI = 300

fun header() = JWSHeader(JWSAlgorithm.ES256) // vigia-expect: of-jws-alg-not-ps256
fun fapiHeader() = JWSHeader(JWSAlgorithm.PS256)
