from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/transferencias', methods=['POST'])
def transferir():
    valor_informado = request.form['valor']
    centavos = int(valor_informado)
    cursor.execute('UPDATE contas SET saldo = saldo - ' + str(centavos))  # vigia: ok injection-sql
    taxa = float(request.form['taxa'])
    cursor.execute('UPDATE contas SET taxa = %f' % taxa)  # vigia: ok injection-sql
    cursor.execute('UPDATE contas SET saldo = saldo - ' + valor_informado)  # vigia: expect injection-sql
    return 'ok'
