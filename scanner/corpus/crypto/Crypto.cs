using System;
using System.Security.Cryptography;

public class CryptoUtil {
    public byte[] HashPassword(byte[] password) {
        return MD5.Create().ComputeHash(password); // vigia-expect: crypto-weak-password-hash
    }
    public byte[] Checksum(byte[] data) {
        return SHA1.Create().ComputeHash(data); // vigia-expect: crypto-weak-hash
    }
    public void Ciphers() {
        var des = DES.Create(); // vigia-expect: crypto-weak-cipher
        var aes = Aes.Create();
        aes.Mode = CipherMode.ECB; // vigia-expect: crypto-weak-cipher
        var rsa = new RSACryptoServiceProvider(1024); // vigia-expect: crypto-short-rsa-key
        var rsaOk = new RSACryptoServiceProvider(2048);
    }
    public string NewToken() {
        return new Random().Next().ToString(); // vigia-expect: crypto-insecure-random
    }
}
