package br.com.banco.cripto;

import java.security.MessageDigest;
import javax.crypto.Cipher;

public class FabricaAlgoritmos {
    private static final String ALGORITMO_LEGADO = "MD5";
    private static final String ALGORITMO_ATUAL = "SHA-256";
    private static final String CIFRA_LEGADA = "DES/CBC/PKCS5Padding";
    private static final String CIFRA_ATUAL = "AES/GCM/NoPadding";

    public byte[] assinaturaExtrato(byte[] conteudo) throws Exception {
        return MessageDigest.getInstance("MD5").digest(conteudo); // vigia-expect: crypto-weak-hash
    }

    public byte[] assinaturaLegada(byte[] conteudo) throws Exception {
        return MessageDigest.getInstance(ALGORITMO_LEGADO).digest(conteudo); // vigia-expect: crypto-weak-hash
    }

    public byte[] assinaturaAtual(byte[] conteudo) throws Exception {
        return MessageDigest.getInstance(ALGORITMO_ATUAL).digest(conteudo);
    }

    public Cipher cifraLegada() throws Exception {
        return Cipher.getInstance(CIFRA_LEGADA); // vigia-expect: crypto-weak-cipher
    }

    public Cipher cifraAtual() throws Exception {
        return Cipher.getInstance(CIFRA_ATUAL);
    }
}
