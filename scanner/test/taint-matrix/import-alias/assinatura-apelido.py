import subprocess as sp

from flask import Flask, request

app = Flask(__name__)


@app.route('/remessas/assinatura', methods=['POST'])
def assinar():
    arquivo = request.form['remessa']
    sp.run('gpg --sign /srv/remessas/' + arquivo, shell=True)  # vigia: expect injection-command
    return '', 202


@app.route('/remessas/fila', methods=['POST'])
def enfileirar():
    arquivo = request.form['remessa']
    sp = FilaDeAssinatura()
    sp.run('gpg --sign /srv/remessas/' + arquivo, shell=True)  # vigia: ok injection-command, injection-command-sink
    return '', 202
