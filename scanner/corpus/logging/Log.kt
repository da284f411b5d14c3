fun registrar(cpf: String, nome: String) {
    logger.info("cadastro $cpf") // vigia-expect: log-personal-data
    logger.info("cadastro $nome")
}
