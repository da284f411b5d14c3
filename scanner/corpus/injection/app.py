import os
import pickle
import subprocess
import yaml
import requests
from lxml import etree


def find(cursor, user_id, name):
    cursor.execute("SELECT * FROM clientes WHERE id = " + user_id)  # vigia-expect: injection-sql
    cursor.execute(f"SELECT * FROM clientes WHERE nome = '{name}'")  # vigia-expect: injection-sql
    cursor.execute("SELECT * FROM clientes WHERE id = %s", (user_id,))
    query = build(user_id)
    cursor.execute(query)  # vigia-expect: injection-sql-sink


def run(request, data):
    os.system("tar czf backup.tgz " + request.args["dir"])  # vigia-expect: injection-command
    subprocess.run(["ls", "-la"], check=True)
    obj = pickle.loads(data)  # vigia-expect: deserialization-unsafe
    cfg = yaml.load(data)  # vigia-expect: deserialization-unsafe
    ok = yaml.load(data, Loader=yaml.SafeLoader)
    parser = etree.XMLParser(resolve_entities=True)  # vigia-expect: xxe
    safe_parser = etree.XMLParser(resolve_entities=False)
    r = requests.get(request.args["url"])  # vigia-expect: ssrf
    r2 = requests.get("https://api.exemplo.com.br/status")
    value = eval(request.form["expr"])  # vigia-expect: injection-eval
    return obj, cfg, ok, parser, safe_parser, r, r2, value
