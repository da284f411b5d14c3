using Microsoft.AspNetCore.Builder;
using Microsoft.Data.SqlClient;

var app = WebApplication.Create(args);
var conexao = new SqlConnection("Server=banco;Database=investimentos");

app.MapGet("/investimentos", (string produto) =>
{
    var comando = new SqlCommand("SELECT * FROM investimentos WHERE produto = '" + produto + "'", conexao); // vigia: expect injection-sql
    var fixo = new SqlCommand("SELECT * FROM investimentos WHERE produto = 'CDB'", conexao); // vigia: ok injection-sql, injection-sql-sink
    return "ok";
});

app.Run();
