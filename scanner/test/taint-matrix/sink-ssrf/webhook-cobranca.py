import requests
from flask import Flask, request

app = Flask(__name__)


@app.route('/cobrancas/webhook', methods=['POST'])
def webhook():
    destino = request.form['webhook']
    requests.post(destino, json={'status': 'PAGO'})  # vigia: expect ssrf
    requests.get('https://api.bcb.gov.br/pix/status')  # vigia: ok ssrf, ssrf-sink
    return '', 202
