using System;
using System.Data.SqlClient;
using System.Net;

namespace Banco.Legado;

public static class ConexaoLegado
{
    public static SqlConnection Abrir() =>
        new SqlConnection("Server=db;Database=pix;User Id=pix_app;Password=Tr4nsf3r2024;"); // vigia-expect: secret-credential-url

    public static ICredentials Parceiro() =>
        new NetworkCredential("integracao", "Parc3ir0Ted2024"); // vigia-expect: credential-hardcoded

    // Look-alikes: secrets from the environment, integrated security without a password.
    public static SqlConnection AbrirSeguro() =>
        new SqlConnection(Environment.GetEnvironmentVariable("PIX_CONEXAO"));

    public static SqlConnection AbrirIntegrado() =>
        new SqlConnection("Server=db;Database=pix;Integrated Security=true;");

    public static ICredentials ParceiroSeguro() =>
        new NetworkCredential("integracao", Environment.GetEnvironmentVariable("PARCEIRO_SENHA"));
}
