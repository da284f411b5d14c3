package br.cofre;

import java.security.MessageDigest;
import javax.crypto.Cipher;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

@Component
public class CofreDocumentos {
  @Value("${cofre.hash.documento:SHA-512}")
  private String hashDocumento;

  @Value("${cofre.hash.indice:MD5}")
  private String hashIndice;

  private final Environment ambiente;

  public CofreDocumentos(Environment ambiente) {
    this.ambiente = ambiente;
  }

  public byte[] digitalDocumento(byte[] conteudo) throws Exception {
    return MessageDigest.getInstance(hashDocumento).digest(conteudo); // vigia-expect: crypto-weak-hash
  }

  public byte[] digitalIndice(byte[] conteudo) throws Exception {
    return MessageDigest.getInstance(hashIndice).digest(conteudo);
  }

  // prod is the production profile: the base alone never runs, so prod's MD5 is what runs.
  public byte[] digitalPerfil(byte[] conteudo) throws Exception {
    return MessageDigest.getInstance(ambiente.getProperty("cofre.hash.perfil", "SHA-512")).digest(conteudo); // vigia-expect: crypto-weak-hash
  }

  public Cipher cifraDocumento() throws Exception {
    return Cipher.getInstance(ambiente.getProperty("cofre.cifra.documento", "AES/GCM/NoPadding")); // vigia-expect: crypto-weak-cipher
  }

  public Cipher cifraArquivo() throws Exception {
    return Cipher.getInstance(ambiente.getProperty("cofre.cifra.arquivo", "AES/GCM/NoPadding"));
  }

  public byte[] digitalRelatorio(byte[] conteudo) throws Exception {
    return MessageDigest.getInstance(ambiente.getProperty("cofre.hash.relatorio", "SHA-512")).digest(conteudo); // vigia-expect: crypto-weak-hash
  }

  public Cipher cifraRelatorio() throws Exception {
    return Cipher.getInstance(ambiente.getProperty("cofre.cifra.relatorio", "DES"));
  }
}
