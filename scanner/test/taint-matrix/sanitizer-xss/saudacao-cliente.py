import html

from flask import Flask, make_response, request
from banco import cursor

app = Flask(__name__)


@app.route('/saudacao')
def saudacao():
    nome = request.args.get('nome')
    bruta = make_response('<h1>Olá, ' + nome + '</h1>')  # vigia: expect xss
    seguro = html.escape(nome)
    limpa = make_response('<h1>Olá, ' + seguro + '</h1>')  # vigia: ok xss
    cursor.execute("SELECT * FROM clientes WHERE nome = '" + seguro + "'")  # vigia: expect injection-sql
    return limpa
