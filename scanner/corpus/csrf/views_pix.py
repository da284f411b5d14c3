"""Views do painel Pix (Django) e configuração do app de atendimento (Flask)."""
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt, csrf_protect

WTF_CSRF_ENABLED = False  # vigia-expect: csrf-protection-disabled


@csrf_exempt  # vigia-expect: csrf-protection-disabled
def alterar_limite(request):
    limite = request.POST["limite"]
    return JsonResponse({"limite": limite})


# Look-alikes: protected views, and CSRF on in production settings.
@csrf_protect
def alterar_apelido(request):
    return JsonResponse({"apelido": request.POST["apelido"]})


WTF_CSRF_ENABLED = True
WTF_CSRF_TIME_LIMIT = 3600
