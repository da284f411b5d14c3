import hashlib
import random
import secrets
from Crypto.Cipher import AES, DES
from cryptography.hazmat.primitives.asymmetric import rsa


def hash_password(password):
    return hashlib.md5(password.encode()).hexdigest()  # vigia-expect: crypto-weak-password-hash


def checksum(data):
    return hashlib.sha1(data).hexdigest()  # vigia-expect: crypto-weak-hash


def checksum_ok(data):
    return hashlib.sha1(data, usedforsecurity=False).hexdigest()


cipher = DES.new(key, DES.MODE_CBC)  # vigia-expect: crypto-weak-cipher
ecb = AES.new(key, AES.MODE_ECB)  # vigia-expect: crypto-weak-cipher
gcm = AES.new(key, AES.MODE_GCM)
small = rsa.generate_private_key(public_exponent=65537, key_size=1024)  # vigia-expect: crypto-short-rsa-key
big = rsa.generate_private_key(public_exponent=65537, key_size=4096)


def make_token():
    return "".join(random.choice("abcdef0123456789") for _ in range(32))  # vigia-expect: crypto-insecure-random


def make_token_ok():
    return secrets.token_hex(32)


def shuffle_cards(cards):
    return random.choice(cards)
