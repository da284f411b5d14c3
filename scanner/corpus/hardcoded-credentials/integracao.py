"""Integração com o parceiro de boletos."""
import os

import jwt
import requests
from requests.auth import HTTPBasicAuth


def consultar_boleto(codigo: str):
    return requests.get(f"https://parceiro.exemplo.com.br/boletos/{codigo}", auth=HTTPBasicAuth("integracao", "B0let0s!2024"))  # vigia-expect: credential-hardcoded


def emitir_token(conta: str) -> str:
    return jwt.encode({"sub": conta}, "assinatura-boletos-2024")  # vigia-expect: credential-hardcoded


def emitir_token_seguro(conta: str) -> str:
    # Look-alikes: secrets from the environment.
    auth = HTTPBasicAuth(os.environ["PARCEIRO_USUARIO"], os.environ["PARCEIRO_SENHA"])
    return jwt.encode({"sub": conta}, os.environ["JWT_SEGREDO"]) + str(auth)
