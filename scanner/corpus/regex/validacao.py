"""Validação do cadastro de chaves Pix."""
import re

EMAIL = re.compile(r"^([a-zA-Z0-9_.-]+)+@banco\.com\.br$")  # vigia-expect: regex-redos


def descricao_valida(descricao: str) -> bool:
    return re.match(r"^(\w+\s?)*$", descricao) is not None  # vigia-expect: regex-redos


# Look-alikes: one quantifier per group.
VALOR = re.compile(r"^\d+(,\d{2})?$")
TELEFONE = re.compile(r"^\+55(\d{2})\d{8,9}$")
