from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/titulares')
def titulares():
    titular = request.args.get('titular')
    normalizado = titular.strip().upper().replace('  ', ' ')[:40]
    cursor.execute("SELECT * FROM contas WHERE titular = '" + normalizado + "'")  # vigia: expect injection-sql
    tamanho = len(titular.strip())
    cursor.execute('SELECT * FROM contas LIMIT ' + str(tamanho))  # vigia: ok injection-sql
    return 'ok'
