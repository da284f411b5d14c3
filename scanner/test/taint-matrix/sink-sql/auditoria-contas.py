from django.http import JsonResponse

from .models import Auditoria


def auditar(request):
    operador = request.GET.get('operador')
    registros = Auditoria.objects.raw("SELECT * FROM auditoria WHERE operador = '" + operador + "'")  # vigia: expect injection-sql
    filtrados = Auditoria.objects.filter(operador=operador)  # vigia: ok injection-sql, injection-sql-sink
    return JsonResponse({'total': len(list(registros)) + filtrados.count()})
