package br.com.banco.remessa;

import java.io.File;
import java.nio.file.*;
import java.nio.file.attribute.PosixFilePermissions;

class ArquivoRemessa {
  void gravar(Path remessa, File comprovante) throws Exception {
    Files.setPosixFilePermissions(remessa, PosixFilePermissions.fromString("rwxrwxrwx")); // vigia-expect: file-permissions-permissive
    Files.setPosixFilePermissions(remessa, PosixFilePermissions.fromString("rw-rw-rw-")); // vigia-expect: file-permissions-permissive
    comprovante.setWritable(true, false); // vigia-expect: file-permissions-permissive
    // Look-alikes: owner-only permissions, writable by the owner only.
    Files.setPosixFilePermissions(remessa, PosixFilePermissions.fromString("rw-r-----"));
    Files.setPosixFilePermissions(remessa, PosixFilePermissions.fromString("rwxr-xr-x"));
    comprovante.setWritable(true, true);
    comprovante.setWritable(true);
  }
}
