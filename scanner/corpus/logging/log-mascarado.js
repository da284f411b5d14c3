/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
function pagar(logger, cpf, valor) {
  logger.info('pagamento', { cpf: maskCpf(cpf), valor });
  logger.info('pagamento do CPF ***.456.789-**', valor);
  logger.info('pagamento do CPF', cpf); // vigia-expect: log-personal-data
}
module.exports = { pagar };
