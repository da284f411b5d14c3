"""Exportação dos extratos para o SFTP dos parceiros."""
import os


def exportar(caminho: str, conteudo: bytes) -> None:
    os.makedirs("/srv/extratos", mode=0o777, exist_ok=True)  # vigia-expect: file-permissions-permissive
    with open(caminho, "wb") as arquivo:
        arquivo.write(conteudo)
    os.chmod(caminho, 0o666)  # vigia-expect: file-permissions-permissive
    os.umask(0)  # vigia-expect: file-permissions-permissive


def exportar_seguro(caminho: str, conteudo: bytes) -> None:
    # Look-alikes: owner-only permissions.
    os.makedirs("/srv/extratos", mode=0o750, exist_ok=True)
    os.chmod(caminho, 0o600)
    os.umask(0o077)


def publicar(caminho: str) -> None:
    import stat
    from pathlib import Path

    Path(caminho).chmod(0o777)  # vigia-expect: file-permissions-permissive
    os.chmod(caminho, stat.S_IRUSR | stat.S_IWUSR | stat.S_IWOTH)  # vigia-expect: file-permissions-permissive
    # Look-alikes: owner-only.
    Path(caminho).chmod(0o600)
    os.chmod(caminho, stat.S_IRUSR | stat.S_IWUSR)
