"""Serializers da API de contas (Django REST framework) e atualização de perfil (Flask)."""
from rest_framework import serializers

from .models import Conta, Perfil


class ContaSerializer(serializers.ModelSerializer):
    class Meta:
        model = Conta
        fields = "__all__"  # vigia-expect: mass-assignment


class PerfilSerializer(serializers.ModelSerializer):
    # Look-alike: explicit fields, balance read-only.
    class Meta:
        model = Perfil
        fields = ["apelido", "email", "saldo"]
        read_only_fields = ["saldo"]


def atualizar_perfil(request, perfil):
    for campo, valor in request.json.items():
        setattr(perfil, campo, valor)  # vigia-expect: mass-assignment
    return perfil


def atualizar_perfil_seguro(request, perfil):
    # Look-alike: only the allowed fields are copied.
    for campo in ("apelido", "email"):
        setattr(perfil, campo, request.json.get(campo))
    return perfil
