import re

from flask import Flask, abort, request
from banco import cursor

app = Flask(__name__)


@app.route('/clientes')
def clientes():
    nome = request.args.get('nome')
    if not nome:
        abort(400)
    cursor.execute("SELECT * FROM clientes WHERE nome = '" + nome + "'")  # vigia: expect injection-sql
    cpf = request.args.get('cpf')
    if not cpf.isdigit():
        abort(400)
    cursor.execute("SELECT * FROM clientes WHERE cpf = '" + cpf + "'")  # vigia: ok injection-sql
    return 'ok'
