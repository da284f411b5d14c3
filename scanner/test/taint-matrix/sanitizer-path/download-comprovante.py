import os

from flask import Flask, abort, request

BASE = '/srv/comprovantes'
app = Flask(__name__)


@app.route('/comprovantes')
def comprovante():
    arquivo = request.args.get('arquivo')
    bruto = open(os.path.join(BASE, arquivo), 'rb')  # vigia: expect path-traversal
    bruto.close()
    caminho = os.path.realpath(os.path.join(BASE, arquivo))
    if not caminho.startswith(BASE + os.sep):
        abort(400)
    with open(caminho, 'rb') as conteudo:  # vigia: ok path-traversal
        return conteudo.read()
