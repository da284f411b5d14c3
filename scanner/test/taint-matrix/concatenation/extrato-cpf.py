from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/extrato')
def extrato():
    cpf = request.args.get('cpf')
    filtro = "cpf = '" + cpf + "'"
    consulta = 'SELECT * FROM extrato WHERE ' + filtro
    consulta += ' ORDER BY data'
    cursor.execute(consulta)  # vigia: expect injection-sql
    tamanho = 'SELECT * FROM extrato LIMIT ' + str(len(cpf))
    cursor.execute(tamanho)  # vigia: ok injection-sql
    return 'ok'
