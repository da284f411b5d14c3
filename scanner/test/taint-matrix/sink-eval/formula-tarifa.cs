using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.CodeAnalysis.CSharp.Scripting;

public class FormulaController : ControllerBase
{
    [HttpPost("tarifas/simulacao")]
    public async Task<IActionResult> Simular([FromForm] string formula)
    {
        var valor = await CSharpScript.EvaluateAsync<decimal>(formula); // vigia: expect injection-eval
        var taxa = await CSharpScript.EvaluateAsync<decimal>("0.0099m * 1000"); // vigia: ok injection-eval, injection-eval-sink
        return Ok(valor + taxa);
    }
}
