import logging

logger = logging.getLogger(__name__)


def register(cpf, nome):
    logger.info("cadastro cpf=%s", cpf)  # vigia-expect: log-personal-data
    logger.info("cadastro de %s", nome)
    print("senha:", senha)  # vigia-expect: log-personal-data
    logger.info("CPF validado")
