from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/conciliacao', methods=['POST'])
def conciliar():
    montar = lambda conta: "UPDATE contas SET conciliada = true WHERE numero = '" + conta + "'"
    cursor.execute(montar(request.form['conta']))  # vigia: expect injection-sql
    cursor.execute(montar('0001'))  # vigia: ok injection-sql
    return '', 204
