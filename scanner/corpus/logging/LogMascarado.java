import org.slf4j.Logger;

public class LogMascarado {
    private Logger log;

    void pagar(String cpf, String valor) {
        log.info("pagamento do CPF {}", Mascara.mascararCpf(cpf));
        log.info("pagamento do CPF ***.456.789-** valor {}", valor);
        log.info("pagamento do CPF {}", cpf); // vigia-expect: log-personal-data
    }
}
