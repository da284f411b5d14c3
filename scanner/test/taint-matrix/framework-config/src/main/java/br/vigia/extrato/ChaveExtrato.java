package br.vigia.extrato;

import io.github.cdimascio.dotenv.Dotenv;
import java.security.MessageDigest;
import javax.crypto.Cipher;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Service;

// Spring loads application.yml (and the active profile's file) by itself; the code only names keys.
@Service
public class ChaveExtrato {
  private final Environment env;

  @Value("${extrato.hash.legado}")
  private String hashLegado;

  // The look-alike: the file names a strong algorithm, the annotation's default a weak one.
  @Value("${extrato.hash.atual:MD5}")
  private String hashAtual;

  public ChaveExtrato(Environment env) {
    this.env = env;
  }

  public byte[] resumoLegado(byte[] extrato) throws Exception {
    return MessageDigest.getInstance(hashLegado).digest(extrato); // vigia: expect crypto-weak-hash
  }

  public byte[] resumoAtual(byte[] extrato) throws Exception {
    return MessageDigest.getInstance(hashAtual).digest(extrato); // vigia: ok crypto-weak-hash
  }

  public Cipher cifraLegada() throws Exception {
    return Cipher.getInstance(env.getProperty("extrato.cifra.legado", "AES/GCM/NoPadding")); // vigia: expect crypto-weak-cipher
  }

  public Cipher cifraAtual() throws Exception {
    return Cipher.getInstance(env.getProperty("extrato.cifra.atual", "DES")); // vigia: ok crypto-weak-cipher
  }

  // No file has this key: the code's default, a strong one, runs.
  public Cipher cifraNova() throws Exception {
    return Cipher.getInstance(env.getProperty("extrato.cifra.nova", "AES/GCM/NoPadding")); // vigia: ok crypto-weak-cipher
  }

  @Bean
  public MessageDigest resumoAssinatura(@Value("${extrato.hash.assinatura:SHA-512}") String algoritmo) throws Exception {
    return MessageDigest.getInstance(algoritmo); // vigia: expect crypto-weak-hash
  }

  // The homolog profile changes this key: which algorithm runs depends on the profile.
  @Bean
  public MessageDigest resumoPerfil(@Value("${extrato.hash.perfil}") String algoritmo) throws Exception {
    return MessageDigest.getInstance(algoritmo); // vigia: ok crypto-weak-hash
  }

  // application.properties is read with application.yml: a key only one of them writes is known...
  public byte[] resumoArquivo(byte[] extrato) throws Exception {
    return MessageDigest.getInstance(env.getProperty("extrato.hash.arquivo", "SHA-512")).digest(extrato); // vigia: expect crypto-weak-hash
  }

  // ...and where both write a key, the .properties one (a strong algorithm) wins.
  public byte[] resumoConferencia(byte[] extrato) throws Exception {
    return MessageDigest.getInstance(env.getProperty("extrato.hash.conferencia")).digest(extrato); // vigia: ok crypto-weak-hash
  }

  // .env, put into the environment by dotenv-java or Docker Compose: the code only names keys.
  private final Dotenv dotenv = Dotenv.load();

  public byte[] resumoAmbiente(byte[] extrato) throws Exception {
    return MessageDigest.getInstance(System.getenv("HASH_LEGADO")).digest(extrato); // vigia: expect crypto-weak-hash
  }

  public byte[] resumoDotenv(byte[] extrato) throws Exception {
    return MessageDigest.getInstance(dotenv.get("HASH_LEGADO", "SHA-512")).digest(extrato); // vigia: expect crypto-weak-hash
  }

  public Cipher cifraDotenv() throws Exception {
    Dotenv configurado = Dotenv.configure().ignoreIfMissing().load();
    return Cipher.getInstance(configurado.get("CIFRA_JVM")); // vigia: expect crypto-weak-cipher
  }

  // The look-alike: the file names a strong algorithm, the code's default a weak one.
  public byte[] resumoDotenvAtual(byte[] extrato) throws Exception {
    return MessageDigest.getInstance(dotenv.get("HASH_ATUAL", "MD5")).digest(extrato); // vigia: ok crypto-weak-hash
  }

  // No file has this key: the code's default, a strong one, runs.
  public byte[] resumoDotenvNovo(byte[] extrato) throws Exception {
    return MessageDigest.getInstance(dotenv.get("HASH_NOVO", "SHA-512")).digest(extrato); // vigia: ok crypto-weak-hash
  }

  // The staging environment changes this key: which algorithm runs depends on the environment.
  public byte[] resumoAmbientePerfil(byte[] extrato) throws Exception {
    return MessageDigest.getInstance(System.getenv("HASH_PERFIL")).digest(extrato); // vigia: ok crypto-weak-hash
  }

  // System.getenv() with no key is the whole environment, a map.
  public byte[] resumoMapa(byte[] extrato) throws Exception {
    return MessageDigest.getInstance(System.getenv().get("HASH_LEGADO")).digest(extrato); // vigia: expect crypto-weak-hash
  }

  public byte[] resumoMapaAtual(byte[] extrato) throws Exception {
    return MessageDigest.getInstance(System.getenv().getOrDefault("HASH_ATUAL", "MD5")).digest(extrato); // vigia: ok crypto-weak-hash
  }
}
