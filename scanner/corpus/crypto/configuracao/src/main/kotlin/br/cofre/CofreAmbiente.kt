package br.cofre

import io.github.cdimascio.dotenv.dotenv
import java.security.MessageDigest
import javax.crypto.Cipher

class CofreAmbiente {
    private val ambiente = dotenv()

    fun digitalDocumento(conteudo: ByteArray): ByteArray =
        MessageDigest.getInstance(ambiente["COFRE_HASH"]).digest(conteudo) // vigia-expect: crypto-weak-hash

    fun digitalArquivo(conteudo: ByteArray): ByteArray =
        MessageDigest.getInstance(System.getenv("COFRE_HASH_ARQUIVO") ?: "SHA-256").digest(conteudo)

    fun cifraDocumento(): Cipher = Cipher.getInstance(System.getenv("COFRE_CIFRA_JVM")) // vigia-expect: crypto-weak-cipher
}
