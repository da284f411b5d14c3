from flask import Flask, request
from banco import cursor
from helpers.requisicao import ler_cpf, somente_numeros

app = Flask(__name__)


@app.route('/limite')
def limite():
    cpf = ler_cpf()
    cursor.execute("SELECT limite FROM credito WHERE cpf = '" + cpf + "'")  # vigia: expect injection-sql
    conta = somente_numeros(request.args.get('conta'))
    cursor.execute("SELECT limite FROM credito WHERE conta = '" + conta + "'")  # vigia: ok injection-sql
    return 'ok'
