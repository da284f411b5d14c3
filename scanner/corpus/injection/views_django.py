# Django: extra(where=...) e RawSQL recebem SQL pronto; só params= é parametrizado.
from django.db.models.expressions import RawSQL


def extrato(request):
    cpf = request.GET["cpf"]
    Conta.objects.extra(where=["cpf = '%s'" % cpf])  # vigia-expect: injection-sql
    Conta.objects.extra(where=["cpf = %s"], params=[cpf])
    Conta.objects.annotate(saldo=RawSQL("SELECT saldo FROM contas WHERE cpf = '" + cpf + "'", []))  # vigia-expect: injection-sql
    return Conta.objects.annotate(saldo=RawSQL("SELECT saldo FROM contas WHERE cpf = %s", [cpf]))
