from fastapi import FastAPI, Request
from banco import database

app = FastAPI()


@app.post('/agendamentos')
async def agendar(request: Request):
    dados = await request.json()
    await database.execute("INSERT INTO agendamentos (boleto) VALUES ('" + dados['boleto'] + "')")  # vigia: expect injection-sql
    await database.execute("DELETE FROM agendamentos WHERE status = 'CANCELADO'")  # vigia: ok injection-sql, injection-sql-sink
    return {'ok': True}
