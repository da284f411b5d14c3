from flask import Flask, request
from banco import cursor

app = Flask(__name__)


def montar_consulta(cartao):
    return "SELECT * FROM faturas WHERE cartao = '" + cartao + "'"


def somente_digitos(valor):
    return str(int(valor))


@app.route('/faturas')
def faturas():
    cartao = request.args.get('cartao')
    cursor.execute(montar_consulta(cartao))  # vigia: expect injection-sql
    cursor.execute(montar_consulta('5555'))  # vigia: ok injection-sql
    cursor.execute(montar_consulta(somente_digitos(cartao)))  # vigia: ok injection-sql
    return 'ok'
