import java.security.MessageDigest

const val ACCESS_TOKEN_TTL = 86400 // vigia-expect: of-token-lifetime
const val ACCESS_TOKEN_TTL_FAPI = 600

fun checksum(data: ByteArray): ByteArray = MessageDigest.getInstance("MD5").digest(data) // vigia-expect: crypto-weak-hash
