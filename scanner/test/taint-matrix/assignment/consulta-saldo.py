from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/saldo')
def consultar_saldo():
    conta = request.args.get('conta')
    agencia = conta
    cursor.execute("SELECT saldo FROM contas WHERE agencia = '" + agencia + "'")  # vigia: expect injection-sql
    fixa = '0001'
    cursor.execute("SELECT saldo FROM contas WHERE agencia = '" + fixa + "'")  # vigia: ok injection-sql
    return 'ok'
