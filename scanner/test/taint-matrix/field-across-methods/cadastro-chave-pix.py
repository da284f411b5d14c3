from flask import Flask, request
from banco import cursor

app = Flask(__name__)


class CadastroChavePix:
    def __init__(self):
        self.chave = ''
        self.tipo = 'EMAIL'

    def carregar(self, dados):
        self.chave = dados['chave']

    def gravar(self):
        cursor.execute("INSERT INTO chaves_pix (chave) VALUES ('" + self.chave + "')")  # vigia: expect injection-sql
        cursor.execute("INSERT INTO chaves_pix (tipo) VALUES ('" + self.tipo + "')")  # vigia: ok injection-sql


@app.route('/chaves-pix', methods=['POST'])
def cadastrar():
    cadastro = CadastroChavePix()
    cadastro.carregar(request.form)
    cadastro.gravar()
    return '', 201
