/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
function register(cliente, logger) {
  console.log('Cadastro do cliente', cliente.cpf); // vigia-expect: log-personal-data
  logger.info({ senha }); // vigia-expect: log-personal-data
  logger.info('CPF validado com sucesso');
  console.log('Cliente cadastrado', cliente.id);
}
