import java.security.MessageDigest
import javax.crypto.Cipher

fun hashPassword(password: String): ByteArray =
    MessageDigest.getInstance("SHA-1").digest(password.toByteArray()) // vigia-expect: crypto-weak-password-hash

fun checksum(data: ByteArray): ByteArray = MessageDigest.getInstance("MD5").digest(data) // vigia-expect: crypto-weak-hash

fun strong(data: ByteArray): ByteArray = MessageDigest.getInstance("SHA-256").digest(data)

fun ciphers() {
    val a = Cipher.getInstance("DESede/CBC/PKCS5Padding") // vigia-expect: crypto-weak-cipher
    val b = Cipher.getInstance("AES/GCM/NoPadding")
}

class HashLegado {
    fun resumoArquivo(dados: ByteArray): ByteArray =
        java.security.MessageDigest.getInstance("SHA-1", "SUN").digest(dados) // vigia-expect: crypto-weak-hash
    fun cifraLegada() = javax.crypto.Cipher.getInstance("DESede/CBC/PKCS5Padding", "SunJCE") // vigia-expect: crypto-weak-cipher
    fun cifraAtual() = javax.crypto.Cipher.getInstance("AES/GCM/NoPadding", "SunJCE")
    fun resumoAtual(dados: ByteArray) = java.security.MessageDigest.getInstance("SHA-256", "SUN").digest(dados)
}
