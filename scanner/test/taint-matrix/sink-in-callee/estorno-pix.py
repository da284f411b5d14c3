from flask import Flask, request
from banco import cursor

app = Flask(__name__)


def estornar(end_to_end):
    cursor.execute("UPDATE pix SET estornado = true WHERE e2e = '" + end_to_end + "'")  # vigia: expect injection-sql


def registrar(motivo):
    cursor.execute('INSERT INTO estornos (motivo) VALUES (%s)', (motivo,))  # vigia: ok injection-sql


@app.route('/pix/estorno', methods=['POST'])
def estorno():
    estornar(request.form['e2e'])
    registrar(request.form['motivo'])
    return '', 202
