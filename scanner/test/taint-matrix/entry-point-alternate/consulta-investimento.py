from fastapi import FastAPI
from banco import cursor

app = FastAPI()


@app.get('/investimentos')
def consultar(produto: str):
    cursor.execute("SELECT * FROM investimentos WHERE produto = '" + produto + "'")  # vigia: expect injection-sql
    cursor.execute("SELECT * FROM investimentos WHERE produto = 'CDB'")  # vigia: ok injection-sql, injection-sql-sink
    return {'ok': True}
