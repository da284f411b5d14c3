package br.com.banco.cripto

import java.security.MessageDigest
import javax.crypto.Cipher

const val ALGORITMO_LEGADO = "SHA-1"
const val ALGORITMO_ATUAL = "SHA-256"

class FabricaAlgoritmos {
    fun assinaturaLegada(conteudo: ByteArray): ByteArray =
        MessageDigest.getInstance(ALGORITMO_LEGADO).digest(conteudo) // vigia-expect: crypto-weak-hash

    fun assinaturaAtual(conteudo: ByteArray): ByteArray =
        MessageDigest.getInstance(ALGORITMO_ATUAL).digest(conteudo)

    fun cifraLegada(): Cipher = Cipher.getInstance("DESede/CBC/PKCS5Padding") // vigia-expect: crypto-weak-cipher

    fun cifraAtual(): Cipher = Cipher.getInstance("AES/GCM/NoPadding")
}
