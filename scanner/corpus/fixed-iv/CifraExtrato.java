package br.com.banco.extrato;

import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

class CifraExtrato {
  private static final byte[] IV_FIXO = "1234567890123456".getBytes();
  private static final byte[] NONCE_PADRAO = new byte[12];

  byte[] cifrarCbc(Cipher cifra, SecretKey chave, byte[] extrato) throws Exception {
    cifra.init(Cipher.ENCRYPT_MODE, chave, new IvParameterSpec(new byte[16])); // vigia-expect: crypto-fixed-iv
    cifra.init(Cipher.ENCRYPT_MODE, chave, new IvParameterSpec("abcdefghijklmnop".getBytes())); // vigia-expect: crypto-fixed-iv
    cifra.init(Cipher.ENCRYPT_MODE, chave, new IvParameterSpec(IV_FIXO)); // vigia-expect: crypto-fixed-iv
    return cifra.doFinal(extrato);
  }

  byte[] cifrarGcm(Cipher cifra, SecretKey chave, byte[] extrato) throws Exception {
    cifra.init(Cipher.ENCRYPT_MODE, chave, new GCMParameterSpec(128, NONCE_PADRAO)); // vigia-expect: crypto-fixed-iv
    return cifra.doFinal(extrato);
  }

  byte[] cifrarZerado(Cipher cifra, SecretKey chave, byte[] extrato) throws Exception {
    byte[] iv = new byte[cifra.getBlockSize()];
    cifra.init(Cipher.ENCRYPT_MODE, chave, new IvParameterSpec(iv)); // vigia-expect: crypto-fixed-iv
    return cifra.doFinal(extrato);
  }

  byte[] cifrarLiteral(Cipher cifra, SecretKey chave, byte[] extrato) throws Exception {
    byte[] iv = "0102030405060708".getBytes();
    cifra.init(Cipher.ENCRYPT_MODE, chave, new IvParameterSpec(iv)); // vigia-expect: crypto-fixed-iv
    return cifra.doFinal(extrato);
  }

  byte[] decifrar(Cipher cifra, SecretKey chave, byte[] mensagem) throws Exception {
    // Look-alike: the IV is copied from the stored message.
    byte[] iv = new byte[16];
    System.arraycopy(mensagem, 0, iv, 0, 16);
    cifra.init(Cipher.DECRYPT_MODE, chave, new IvParameterSpec(iv));
    return cifra.doFinal(mensagem, 16, mensagem.length - 16);
  }

  byte[] cifrarSeguro(Cipher cifra, SecretKey chave, byte[] extrato) throws Exception {
    // Look-alikes: a fresh random IV, and one read back from the stored message.
    byte[] iv = new byte[16];
    new SecureRandom().nextBytes(iv);
    cifra.init(Cipher.ENCRYPT_MODE, chave, new IvParameterSpec(iv));
    byte[] nonce = lerNonce(extrato);
    cifra.init(Cipher.DECRYPT_MODE, chave, new GCMParameterSpec(128, nonce));
    return cifra.doFinal(extrato);
  }
}
