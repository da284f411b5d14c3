package br.com.banco.legado;

import java.sql.Connection;
import java.sql.DriverManager;

class ConexaoLegado {
  Connection abrir(String url) throws Exception {
    return DriverManager.getConnection(url, "pix_app", "Tr4nsf3r#2024"); // vigia-expect: credential-hardcoded
  }

  DataSource fonte() {
    HikariDataSource fonte = new HikariDataSource();
    fonte.setPassword("H1kar1Pix#2024"); // vigia-expect: credential-hardcoded
    fonte.setUsername(System.getenv("DB_USUARIO"));
    return fonte;
  }

  DataSource fonteSegura() {
    HikariDataSource fonte = new HikariDataSource();
    fonte.setPassword(System.getenv("DB_SENHA"));
    return fonte;
  }

  DirContext diretorio(Hashtable<String, String> ambiente) throws Exception {
    ambiente.put(Context.SECURITY_PRINCIPAL, "cn=integracao,dc=banco");
    ambiente.put(Context.SECURITY_CREDENTIALS, "D1ret0r10Pix"); // vigia-expect: credential-hardcoded
    return new InitialDirContext(ambiente);
  }

  DirContext diretorioSeguro(Hashtable<String, String> ambiente) throws Exception {
    ambiente.put(Context.SECURITY_CREDENTIALS, System.getenv("LDAP_SENHA"));
    return new InitialDirContext(ambiente);
  }

  void chamarParceiro(HttpHeaders headers) {
    headers.setBasicAuth("integracao", "Parc3ir0!Ted"); // vigia-expect: credential-hardcoded
  }

  String assinarComprovante(String conta) {
    return JWT.create().withSubject(conta).sign(Algorithm.HMAC256("comprovantes-pix-assinatura")); // vigia-expect: credential-hardcoded
  }

  Connection abrirSeguro(String url) throws Exception {
    // Look-alikes: the secret comes from the environment; an empty password of a local test database.
    headers.setBasicAuth(System.getenv("PARCEIRO_USUARIO"), System.getenv("PARCEIRO_SENHA"));
    Connection local = DriverManager.getConnection("jdbc:h2:mem:teste", "sa", "");
    return DriverManager.getConnection(url, usuario, System.getenv("DB_SENHA"));
  }
}
