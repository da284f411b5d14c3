package br.com.banco.relatorios

import java.io.File
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.attribute.PosixFilePermissions

class Relatorio {
    fun publicar(caminho: Path, arquivo: File) {
        Files.setPosixFilePermissions(caminho, PosixFilePermissions.fromString("rwxrwxrwx")) // vigia-expect: file-permissions-permissive
        arquivo.setWritable(true, false) // vigia-expect: file-permissions-permissive
        // Look-alikes: owner-only.
        Files.setPosixFilePermissions(caminho, PosixFilePermissions.fromString("rw-------"))
        arquivo.setWritable(true, true)
    }
}
