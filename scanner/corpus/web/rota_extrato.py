# Flask and FastAPI: each sink once with request data (true case) and once as a look-alike.
import html
import os
import shlex
import subprocess

import requests
from fastapi import FastAPI
from flask import Flask, make_response, redirect, request

app = Flask(__name__)
api = FastAPI()
TABELA = "extrato"


def buscar_cliente(cursor, cpf):
    cursor.execute("SELECT * FROM clientes WHERE cpf = '%s'" % cpf)  # vigia-expect: injection-sql


@app.route("/extrato")
def rota_extrato():
    conta = request.args.get("conta")
    cursor.execute(f"SELECT * FROM {TABELA} WHERE conta = {conta}")  # vigia-expect: injection-sql
    cursor.execute("SELECT * FROM " + TABELA + " WHERE conta = %s", (conta,))
    buscar_cliente(cursor, request.get_json()["cpf"])
    dias = int(request.args["dias"])
    os.system("relatorio --dias %d" % dias)
    subprocess.run("gzip " + conta, shell=True)  # vigia-expect: injection-command
    subprocess.run("gzip " + shlex.quote(conta), shell=True)
    subprocess.run(["gzip", conta])
    arquivo = open(os.path.join("/srv/extratos", request.args["arquivo"]))  # vigia-expect: path-traversal
    seguro = open(os.path.join("/srv/extratos", os.path.basename(request.args["arquivo"])))
    make_response("<p>" + html.escape(conta) + "</p>")
    pagina = make_response("<p>" + conta + "</p>")  # vigia-expect: xss
    return pagina, arquivo, seguro, redirect(request.args["volta"])  # vigia-expect: open-redirect


@api.post("/pix/{chave}")
def transferir_pix(chave: str, valor: float):
    requests.post("https://api.exemplo.com.br/pix", json={"chave": chave, "valor": valor})
    return requests.get(chave)  # vigia-expect: ssrf
