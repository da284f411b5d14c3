import os
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route('/remessas/assinatura', methods=['POST'])
def assinar():
    arquivo = request.form['remessa']
    os.system('gpg --sign /srv/remessas/' + arquivo)  # vigia: expect injection-command
    os.system('gpg --sign /srv/remessas/cnab240.rem')  # vigia: ok injection-command, injection-command-sink
    subprocess.run('gpg --verify ' + arquivo, shell=True)  # vigia: expect injection-command
    subprocess.run(['gpg', '--verify', arquivo])  # vigia: ok injection-command
    return '', 202
