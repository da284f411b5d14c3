public class Cadastro {
    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(Cadastro.class);
    void registrar(String cpf, String nome) {
        log.info("cadastro {}", cpf); // vigia-expect: log-personal-data
        log.info("cadastro {}", nome);
    }
}
