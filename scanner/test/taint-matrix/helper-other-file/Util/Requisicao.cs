using Microsoft.AspNetCore.Http;

namespace Banco.Util;

public static class Requisicao
{
    public static string LerCpf(HttpRequest request) => request.Query["cpf"];

    public static string SomenteNumeros(string valor) => long.Parse(valor).ToString();
}
