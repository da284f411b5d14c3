import java.sql.*;
import javax.crypto.Cipher;

public class Ledger {
    ResultSet saldo(Connection conn, String conta) throws Exception {
        Statement st = conn.createStatement();
        return st.executeQuery("SELECT saldo FROM contas WHERE numero = '" + conta + "'"); // vigia-expect: injection-sql
    }
    Cipher cifra() throws Exception {
        return Cipher.getInstance("AES/ECB/PKCS5Padding"); // vigia-expect: crypto-weak-cipher
    }
    Cipher cifraSegura() throws Exception {
        return Cipher.getInstance("AES/GCM/NoPadding");
    }
    static final String CPF_TITULAR_TESTE = "52998224725"; // vigia-expect: pii-cpf
    static final String CPF_INVALIDO = "52998224726";
}
