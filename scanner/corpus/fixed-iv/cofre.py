"""Cifra dos dados do cartão guardados no cofre."""
import os

from Crypto.Cipher import AES
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


def cifrar_cartao(chave: bytes, cartao: bytes) -> bytes:
    cifra = AES.new(chave, AES.MODE_CBC, b"0000000000000000")  # vigia-expect: crypto-fixed-iv
    return cifra.encrypt(cartao)


def cifrar_token(chave: bytes, token: bytes) -> bytes:
    cifra = Cipher(algorithms.AES(chave), modes.CBC(b"\x00" * 16)).encryptor()  # vigia-expect: crypto-fixed-iv
    return cifra.update(token) + cifra.finalize()


def cifrar_seguro(chave: bytes, cartao: bytes) -> bytes:
    # Look-alike: a random IV per message.
    iv = os.urandom(16)
    cifra = AES.new(chave, AES.MODE_CBC, iv)
    outra = Cipher(algorithms.AES(chave), modes.GCM(iv)).encryptor()
    return iv + cifra.encrypt(cartao) + outra.finalize()


IV_PADRAO = b"1234567890123456"


def cifrar_extrato(chave: bytes, extrato: bytes) -> bytes:
    return AES.new(chave, AES.MODE_CBC, IV_PADRAO).encrypt(extrato)  # vigia-expect: crypto-fixed-iv


def cifrar_limite(chave: bytes, limite: bytes) -> bytes:
    iv = b"\x00" * 16
    return AES.new(chave, AES.MODE_CBC, iv).encrypt(limite)  # vigia-expect: crypto-fixed-iv
