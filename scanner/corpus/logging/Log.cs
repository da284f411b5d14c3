public class Cadastro {
    public void Registrar(ILogger logger, string cpf, string nome) {
        logger.LogInformation("cadastro {Cpf}", cpf); // vigia-expect: log-personal-data
        logger.LogInformation("cadastro {Nome}", nome);
    }
}
