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


def abrir_banco():
    import psycopg2

    conexao = psycopg2.connect("host=db dbname=pix user=pix_app password=Tr4nsf3r2024")  # vigia-expect: secret-credential-url
    # Look-alike: the DSN comes from the environment.
    return conexao, psycopg2.connect(os.environ["PIX_DSN"])


def autenticar_diretorio(conexao_ldap):
    conexao_ldap.simple_bind_s("cn=integracao,dc=banco,dc=com,dc=br", "D1ret0r10Pix")  # vigia-expect: credential-hardcoded
    # Look-alike: the bind password comes from the environment.
    conexao_ldap.simple_bind_s("cn=integracao,dc=banco,dc=com,dc=br", os.environ["LDAP_SENHA"])
