package br.cofre;

import io.github.cdimascio.dotenv.Dotenv;
import java.security.MessageDigest;
import javax.crypto.Cipher;

public class CofreAmbiente {
  private final Dotenv dotenv = Dotenv.configure().ignoreIfMissing().load();

  public byte[] digitalDocumento(byte[] conteudo) throws Exception {
    return MessageDigest.getInstance(System.getenv("COFRE_HASH")).digest(conteudo); // vigia-expect: crypto-weak-hash
  }

  public byte[] digitalIndice(byte[] conteudo) throws Exception {
    return MessageDigest.getInstance(dotenv.get("COFRE_HASH_INDICE", "MD5")).digest(conteudo);
  }

  public Cipher cifraDocumento() throws Exception {
    return Cipher.getInstance(dotenv.get("COFRE_CIFRA_JVM", "AES/GCM/NoPadding")); // vigia-expect: crypto-weak-cipher
  }
}
