import pickle
import xml.sax

from flask import Flask, request

app = Flask(__name__)


@app.route('/importar-extrato', methods=['POST'])
def importar_extrato():
    leitor = xml.sax.make_parser()
    leitor.setFeature(xml.sax.handler.feature_external_ges, True)  # vigia-expect: xxe
    leitor.parse(request.files['extrato'])
    return 'ok'


@app.route('/importar-extrato-seguro', methods=['POST'])
def importar_extrato_seguro():
    leitor = xml.sax.make_parser()
    leitor.parse(request.files['extrato'])
    return 'ok'


@app.route('/simular-credito', methods=['POST'])
def simular_credito():
    proposta = pickle.loads(request.get_data())  # vigia-expect: deserialization-unsafe
    return str(proposta)


MODELO_SCORE = pickle.load(open('modelos/score.pkl', 'rb'))
