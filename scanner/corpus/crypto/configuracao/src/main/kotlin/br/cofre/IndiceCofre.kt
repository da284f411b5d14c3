package br.cofre

import java.security.MessageDigest
import org.springframework.beans.factory.annotation.Value
import org.springframework.context.annotation.Bean
import org.springframework.stereotype.Component

@Component
class IndiceCofre(@Value("\${cofre.hash.documento}") private val hashDocumento: String) {
    @Value("\${cofre.hash.indice:MD5}")
    private lateinit var hashIndice: String

    fun documento(conteudo: ByteArray): ByteArray = MessageDigest.getInstance(hashDocumento).digest(conteudo) // vigia-expect: crypto-weak-hash

    fun indice(conteudo: ByteArray): ByteArray = MessageDigest.getInstance(hashIndice).digest(conteudo)

    @Bean
    fun resumoRelatorio(@Value("\${cofre.hash.relatorio:SHA-256}") algoritmo: String): MessageDigest =
        MessageDigest.getInstance(algoritmo) // vigia-expect: crypto-weak-hash
}
