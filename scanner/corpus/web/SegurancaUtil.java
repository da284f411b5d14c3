import java.security.MessageDigest;
import java.util.Properties;
import javax.crypto.Cipher;

public class SegurancaUtil {
    private static final String ALGORITMO_HASH = "SHA1";
    private final Properties config = new Properties();

    byte[] resumo(byte[] dados) throws Exception {
        return java.security.MessageDigest.getInstance(ALGORITMO_HASH).digest(dados); // vigia-expect: crypto-weak-hash
    }

    byte[] resumoForte(byte[] dados) throws Exception {
        return MessageDigest.getInstance("SHA-256", "SUN").digest(dados);
    }

    byte[] resumoConfigurado(byte[] dados) throws Exception {
        String alg = config.getProperty("hash.alg", "MD5");
        return MessageDigest.getInstance(alg).digest(dados); // vigia-expect: crypto-weak-hash
    }

    Cipher cifra() throws Exception {
        String transformacao = "AES";
        return Cipher.getInstance(transformacao); // vigia-expect: crypto-weak-cipher
    }

    Cipher cifraForte() throws Exception {
        return Cipher.getInstance("AES/GCM/NoPadding", "SunJCE");
    }

    Cipher cifraRsa() throws Exception {
        return javax.crypto.Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding", "SunJCE");
    }

    Cipher cifraLegada() throws Exception {
        return Cipher.getInstance("DESede/CBC/PKCS5Padding"); // vigia-expect: crypto-weak-cipher
    }

    double sorteio() {
        return Math.random(); // vigia-expect: random-predictable
    }

    String gerarTokenSessao() {
        return Long.toString(java.util.concurrent.ThreadLocalRandom.current().nextLong()); // vigia-expect: crypto-insecure-random
    }
}
