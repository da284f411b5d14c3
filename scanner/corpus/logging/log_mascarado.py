import logging

logger = logging.getLogger(__name__)


def pagar(cpf, valor):
    logger.info("pagamento do CPF %s", mascarar_cpf(cpf))
    logger.info("pagamento do CPF 123.***.***-09 valor %s", valor)
    logger.info("pagamento do CPF %s", cpf)  # vigia-expect: log-personal-data
