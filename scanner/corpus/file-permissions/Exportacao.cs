using System.IO;

namespace Banco.Remessa;

public static class Exportacao
{
    public static void Publicar(string caminho)
    {
        File.SetUnixFileMode(caminho, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.OtherWrite); // vigia-expect: file-permissions-permissive
        // Look-alike: owner-only.
        File.SetUnixFileMode(caminho, UnixFileMode.UserRead | UnixFileMode.UserWrite);
    }
}
