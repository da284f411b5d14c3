package br.vigia.extrato

import io.github.cdimascio.dotenv.dotenv
import java.security.MessageDigest
import javax.crypto.Cipher
import org.springframework.beans.factory.annotation.Value
import org.springframework.context.annotation.Bean
import org.springframework.core.env.Environment
import org.springframework.stereotype.Service

// Spring loads application.yml (and the active profile's file) by itself; the code only names keys.
@Service
class ResumoExtrato(
    private val env: Environment,
    @Value("\${extrato.hash.legado}") private val hashLegado: String,
) {
    // The look-alike: the file names a strong algorithm, the annotation's default a weak one.
    @Value("\${extrato.hash.atual:MD5}")
    private lateinit var hashAtual: String

    fun resumoLegado(extrato: ByteArray): ByteArray {
        return MessageDigest.getInstance(hashLegado).digest(extrato) // vigia: expect crypto-weak-hash
    }

    fun resumoAtual(extrato: ByteArray): ByteArray {
        return MessageDigest.getInstance(hashAtual).digest(extrato) // vigia: ok crypto-weak-hash
    }

    fun cifraLegada(): Cipher {
        return Cipher.getInstance(env.getProperty("extrato.cifra.legado", "AES/GCM/NoPadding")) // vigia: expect crypto-weak-cipher
    }

    fun cifraAtual(): Cipher {
        return Cipher.getInstance(env.getProperty("extrato.cifra.atual", "DES")) // vigia: ok crypto-weak-cipher
    }

    // No file has this key: the code's default, a strong one, runs.
    fun cifraNova(): Cipher {
        return Cipher.getInstance(env.getProperty("extrato.cifra.nova", "AES/GCM/NoPadding")) // vigia: ok crypto-weak-cipher
    }

    @Bean
    fun resumoAssinatura(@Value("\${extrato.hash.assinatura:SHA-512}") algoritmo: String): MessageDigest {
        return MessageDigest.getInstance(algoritmo) // vigia: expect crypto-weak-hash
    }

    // The homolog profile changes this key: which algorithm runs depends on the profile.
    @Bean
    fun resumoPerfil(@Value("\${extrato.hash.perfil}") algoritmo: String): MessageDigest {
        return MessageDigest.getInstance(algoritmo) // vigia: ok crypto-weak-hash
    }

    // application.properties is read with application.yml: a key only one of them writes is known...
    fun resumoArquivo(extrato: ByteArray): ByteArray {
        return MessageDigest.getInstance(env.getProperty("extrato.hash.arquivo", "SHA-512")).digest(extrato) // vigia: expect crypto-weak-hash
    }

    // ...and where both write a key, the .properties one (a strong algorithm) wins.
    fun resumoConferencia(extrato: ByteArray): ByteArray {
        return MessageDigest.getInstance(env.getProperty("extrato.hash.conferencia")).digest(extrato) // vigia: ok crypto-weak-hash
    }

    // .env, put into the environment by dotenv-kotlin or Docker Compose: the code only names keys.
    private val ambiente = dotenv()

    fun resumoAmbiente(extrato: ByteArray): ByteArray {
        return MessageDigest.getInstance(System.getenv("HASH_LEGADO")).digest(extrato) // vigia: expect crypto-weak-hash
    }

    fun resumoDotenv(extrato: ByteArray): ByteArray {
        return MessageDigest.getInstance(ambiente["HASH_LEGADO"]).digest(extrato) // vigia: expect crypto-weak-hash
    }

    fun cifraDotenv(): Cipher {
        val configurado = dotenv { ignoreIfMissing = true }
        return Cipher.getInstance(configurado.get("CIFRA_JVM", "AES/GCM/NoPadding")) // vigia: expect crypto-weak-cipher
    }

    // The look-alike: the file names a strong algorithm, the code's default a weak one.
    fun resumoDotenvAtual(extrato: ByteArray): ByteArray {
        return MessageDigest.getInstance(ambiente.get("HASH_ATUAL", "MD5")).digest(extrato) // vigia: ok crypto-weak-hash
    }

    // No file has this key: the code's default, a strong one, runs.
    fun resumoDotenvNovo(extrato: ByteArray): ByteArray {
        return MessageDigest.getInstance(System.getenv("HASH_NOVO") ?: "SHA-512").digest(extrato) // vigia: ok crypto-weak-hash
    }

    // The staging environment changes this key: which algorithm runs depends on the environment.
    fun resumoAmbientePerfil(extrato: ByteArray): ByteArray {
        return MessageDigest.getInstance(ambiente["HASH_PERFIL"]).digest(extrato) // vigia: ok crypto-weak-hash
    }

    // System.getenv() with no key is the whole environment, a map.
    fun resumoMapa(extrato: ByteArray): ByteArray {
        return MessageDigest.getInstance(System.getenv()["HASH_LEGADO"]).digest(extrato) // vigia: expect crypto-weak-hash
    }

    fun resumoMapaAtual(extrato: ByteArray): ByteArray {
        return MessageDigest.getInstance(System.getenv().getOrDefault("HASH_ATUAL", "MD5")).digest(extrato) // vigia: ok crypto-weak-hash
    }
}
