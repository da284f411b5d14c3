from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/emprestimos', methods=['POST'])
def solicitar():
    pedido = request.get_json()
    cursor.execute("INSERT INTO pedidos (finalidade) VALUES ('" + pedido['finalidade'] + "')")  # vigia: expect injection-sql
    cursor.execute('INSERT INTO pedidos (prazo) VALUES (' + str(int(pedido['prazo'])) + ')')  # vigia: ok injection-sql
    return '', 201
