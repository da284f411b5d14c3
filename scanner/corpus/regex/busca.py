"""Busca de favorecidos pelo nome (Flask)."""
import re

from flask import Flask, request

app = Flask(__name__)


@app.route("/favorecidos")
def favorecidos():
    padrao = re.compile(request.args["nome"], re.IGNORECASE)  # vigia-expect: regex-injection
    return {"favorecidos": [f for f in FAVORECIDOS if padrao.search(f)]}


@app.route("/favorecidos/seguro")
def favorecidos_seguro():
    # Look-alike: the input is escaped.
    padrao = re.compile(re.escape(request.args["nome"]), re.IGNORECASE)
    return {"favorecidos": [f for f in FAVORECIDOS if padrao.search(f)]}
