from types import SimpleNamespace

from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/ordens', methods=['POST'])
def ordens():
    ordem = SimpleNamespace()
    ordem.beneficiario = request.form['beneficiario']
    ordem.moeda = 'BRL'
    cursor.execute("INSERT INTO ordens (beneficiario) VALUES ('" + ordem.beneficiario + "')")  # vigia: expect injection-sql
    cursor.execute("INSERT INTO ordens (moeda) VALUES ('" + ordem.moeda + "')")  # vigia: ok injection-sql
    return '', 201
