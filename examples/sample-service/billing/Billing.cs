using System.Security.Cryptography;
using System.Runtime.Serialization.Formatters.Binary;

public class Billing {
    public void Configure(IApplicationBuilder app) {
        app.UseDeveloperExceptionPage(); // vigia-expect: debug-mode-enabled
    }
    public object Ler(System.IO.Stream s) {
        return new BinaryFormatter().Deserialize(s); // vigia-expect: deserialization-unsafe
    }
    public RSA Chave() {
        return new RSACryptoServiceProvider(1024); // vigia-expect: crypto-short-rsa-key
    }
}
