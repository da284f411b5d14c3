package br.com.banco.cartoes

import java.security.SecureRandom
import javax.crypto.Cipher
import javax.crypto.SecretKey
import javax.crypto.spec.GCMParameterSpec
import javax.crypto.spec.IvParameterSpec

class CifraCartao(private val chave: SecretKey) {
    fun cifrar(cartao: ByteArray): ByteArray {
        val cifra = Cipher.getInstance("AES/CBC/PKCS5Padding")
        cifra.init(Cipher.ENCRYPT_MODE, chave, IvParameterSpec(ByteArray(16))) // vigia-expect: crypto-fixed-iv
        return cifra.doFinal(cartao)
    }

    fun cifrarGcm(cartao: ByteArray): ByteArray {
        val cifra = Cipher.getInstance("AES/GCM/NoPadding")
        cifra.init(Cipher.ENCRYPT_MODE, chave, GCMParameterSpec(128, "nonce-fixo12".toByteArray())) // vigia-expect: crypto-fixed-iv
        return cifra.doFinal(cartao)
    }

    fun cifrarSeguro(cartao: ByteArray): ByteArray {
        // Look-alike: a random nonce per message.
        val nonce = ByteArray(12).also { SecureRandom().nextBytes(it) }
        val cifra = Cipher.getInstance("AES/GCM/NoPadding")
        cifra.init(Cipher.ENCRYPT_MODE, chave, GCMParameterSpec(128, nonce))
        return nonce + cifra.doFinal(cartao)
    }
}
