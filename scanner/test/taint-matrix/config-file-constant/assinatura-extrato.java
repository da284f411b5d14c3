import java.security.MessageDigest;
import java.util.Properties;
import javax.crypto.Cipher;

class AssinaturaExtrato {
  // The file names the algorithm; the default in the code is a strong one, so only the file tells.
  byte[] resumoLegado(byte[] extrato) throws Exception {
    Properties config = new Properties();
    config.load(getClass().getClassLoader().getResourceAsStream("assinatura-extrato.properties"));
    String algoritmo = config.getProperty("hash.legado", "SHA-512");
    return MessageDigest.getInstance(algoritmo).digest(extrato); // vigia: expect crypto-weak-hash
  }

  // The look-alike: the file names a strong algorithm, the default in the code is a weak one.
  byte[] resumoExtrato(byte[] extrato) throws Exception {
    Properties config = new Properties();
    config.load(getClass().getClassLoader().getResourceAsStream("assinatura-extrato.properties"));
    String algoritmo = config.getProperty("hash.extrato", "MD5");
    return MessageDigest.getInstance(algoritmo).digest(extrato); // vigia: ok crypto-weak-hash
  }

  Cipher cifraLegada() throws Exception {
    Properties config = new Properties();
    config.load(new java.io.FileInputStream("resources/assinatura-extrato.properties"));
    return Cipher.getInstance(config.getProperty("cifra.legado", "AES/GCM/NoPadding")); // vigia: expect crypto-weak-cipher
  }

  Cipher cifraExtrato() throws Exception {
    Properties config = new Properties();
    config.load(new java.io.FileInputStream("resources/assinatura-extrato.properties"));
    return Cipher.getInstance(config.getProperty("cifra.extrato", "DES")); // vigia: ok crypto-weak-cipher
  }
}
