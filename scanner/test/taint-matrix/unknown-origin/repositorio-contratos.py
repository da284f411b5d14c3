from banco import cursor


def executar(consulta):
    cursor.execute(consulta)  # vigia: expect injection-sql-sink


def remover_por_numero(numero):
    cursor.execute("DELETE FROM contratos WHERE numero = '" + numero + "'")  # vigia: expect injection-sql


def remover_vencidos():
    cursor.execute("DELETE FROM contratos WHERE status = 'VENCIDO'")  # vigia: ok injection-sql-sink, injection-sql
