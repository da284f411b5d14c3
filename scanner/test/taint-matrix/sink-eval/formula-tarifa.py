import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route('/tarifas/simulacao', methods=['POST'])
def simular():
    formula = request.form['formula']
    valor = eval(formula)  # vigia: expect injection-eval
    base = eval('0.0099 * 1000')  # vigia: ok injection-eval, injection-eval-sink
    literal = ast.literal_eval(formula)  # vigia: ok injection-eval
    return jsonify(valor=valor, base=base, literal=literal)
