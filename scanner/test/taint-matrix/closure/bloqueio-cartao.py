from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/cartoes/bloqueio', methods=['POST'])
def bloquear_cartao():
    cartao = request.form['cartao']
    motivo = 'PERDA'

    def bloquear():
        cursor.execute("UPDATE cartoes SET bloqueado = true WHERE numero = '" + cartao + "'")  # vigia: expect injection-sql

    def registrar():
        cursor.execute("INSERT INTO bloqueios (motivo) VALUES ('" + motivo + "')")  # vigia: ok injection-sql

    bloquear()
    registrar()
    return '', 204
