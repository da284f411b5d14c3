from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/boletos')
def boletos():
    linha_digitavel = request.args.get('linha')
    cursor.execute(f"SELECT * FROM boletos WHERE linha = '{linha_digitavel}'")  # vigia: expect injection-sql
    cursor.execute("SELECT * FROM boletos WHERE linha = '{}'".format(linha_digitavel))  # vigia: expect injection-sql
    status = 'PAGO'
    cursor.execute(f"SELECT * FROM boletos WHERE status = '{status}'")  # vigia: ok injection-sql
    return 'ok'
