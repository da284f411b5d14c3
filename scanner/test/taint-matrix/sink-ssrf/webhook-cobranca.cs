using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

public class WebhookController : ControllerBase
{
    private readonly HttpClient http = new();

    [HttpPost("cobrancas/webhook")]
    public async Task<IActionResult> Webhook([FromForm] string webhook)
    {
        await http.GetAsync(webhook); // vigia: expect ssrf
        await http.GetAsync("https://api.bcb.gov.br/pix/status"); // vigia: ok ssrf, ssrf-sink
        return Accepted();
    }
}
