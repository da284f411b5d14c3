"""Formulários e views do cadastro de clientes (Django e Flask)."""
from django import forms

from .models import Cliente, Conta


class ClienteForm(forms.ModelForm):
    class Meta:
        model = Cliente
        fields = "__all__"  # vigia-expect: mass-assignment


class ContaForm(forms.ModelForm):
    # Look-alike: the fields the customer may change are listed.
    class Meta:
        model = Conta
        fields = ["apelido", "email"]


def criar_conta(request):
    conta = Conta.objects.create(**request.POST.dict())  # vigia-expect: mass-assignment
    return conta


def criar_cliente_flask(request):
    cliente = Cliente(**request.get_json())  # vigia-expect: mass-assignment
    return cliente


def criar_conta_segura(request):
    # Look-alike: explicit fields.
    return Conta.objects.create(apelido=request.POST["apelido"], titular=request.user)
