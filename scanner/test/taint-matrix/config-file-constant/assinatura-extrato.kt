import java.security.MessageDigest
import java.util.Properties
import javax.crypto.Cipher

class AssinaturaExtrato {
    // The file names the algorithm; the default in the code is a strong one, so only the file tells.
    fun resumoLegado(extrato: ByteArray): ByteArray {
        val config = Properties()
        config.load(javaClass.classLoader.getResourceAsStream("assinatura-extrato.properties"))
        val algoritmo = config.getProperty("hash.legado", "SHA-512")
        return MessageDigest.getInstance(algoritmo).digest(extrato) // vigia: expect crypto-weak-hash
    }

    // The look-alike: the file names a strong algorithm.
    fun resumoExtrato(extrato: ByteArray): ByteArray {
        val config = Properties()
        config.load(javaClass.classLoader.getResourceAsStream("assinatura-extrato.properties"))
        val algoritmo = config.getProperty("hash.extrato", "MD5")
        return MessageDigest.getInstance(algoritmo).digest(extrato) // vigia: ok crypto-weak-hash
    }

    fun cifraLegada(): Cipher {
        val config = Properties()
        config.load(java.io.FileInputStream("resources/assinatura-extrato.properties"))
        return Cipher.getInstance(config.getProperty("cifra.legado", "AES/GCM/NoPadding")) // vigia: expect crypto-weak-cipher
    }

    fun cifraExtrato(): Cipher {
        val config = Properties()
        config.load(java.io.FileInputStream("resources/assinatura-extrato.properties"))
        return Cipher.getInstance(config.getProperty("cifra.extrato", "DES")) // vigia: ok crypto-weak-cipher
    }
}
