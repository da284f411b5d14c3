from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/lotes', methods=['POST'])
def lotes():
    codigos = ['LOTE-0001']
    codigos.append(request.form['codigo'])
    cursor.execute("SELECT * FROM pagamentos WHERE codigo = '" + codigos[1] + "'")  # vigia: expect injection-sql
    cursor.execute("SELECT * FROM pagamentos WHERE codigo = '" + codigos[0] + "'")  # vigia: ok injection-sql
    return 'ok'
