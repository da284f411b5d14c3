from flask import request


def ler_cpf():
    return request.args.get('cpf')


def somente_numeros(valor):
    return str(int(valor))
