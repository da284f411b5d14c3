import java.security.*;
import javax.crypto.Cipher;
import java.util.Random;

public class Crypto {
    byte[] hashPassword(String password) throws Exception {
        return MessageDigest.getInstance("MD5").digest(password.getBytes()); // vigia-expect: crypto-weak-password-hash
    }
    byte[] checksum(byte[] data) throws Exception {
        return MessageDigest.getInstance("SHA-1").digest(data); // vigia-expect: crypto-weak-hash
    }
    byte[] strong(byte[] data) throws Exception {
        return MessageDigest.getInstance("SHA-256").digest(data);
    }
    void ciphers() throws Exception {
        Cipher a = Cipher.getInstance("DES/CBC/PKCS5Padding"); // vigia-expect: crypto-weak-cipher
        Cipher b = Cipher.getInstance("AES/ECB/PKCS5Padding"); // vigia-expect: crypto-weak-cipher
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
    }
    KeyPair keys() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA");
        g.initialize(1024); // vigia-expect: crypto-short-rsa-key
        return g.generateKeyPair();
    }
    String generateToken() {
        return Long.toHexString(new Random().nextLong()); // vigia-expect: crypto-insecure-random
    }
    int dice() {
        return new Random().nextInt(6); // vigia-expect: random-predictable
    }
}
