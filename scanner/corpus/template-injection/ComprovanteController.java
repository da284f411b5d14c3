package br.com.banco.comprovantes;

import freemarker.template.Configuration;
import freemarker.template.Template;
import java.io.StringReader;
import java.io.StringWriter;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.Velocity;
import org.springframework.web.bind.annotation.*;

@RestController
class ComprovanteController {
  private final Configuration configuracao = new Configuration(Configuration.VERSION_2_3_32);

  @PostMapping("/comprovantes/previa")
  String previa(@RequestParam String modelo) throws Exception {
    Template template = new Template("previa", new StringReader(modelo), configuracao); // vigia-expect: template-injection
    StringWriter saida = new StringWriter();
    template.process(null, saida);
    return saida.toString();
  }

  @PostMapping("/comprovantes/rodape")
  String rodape(@RequestParam String rodape) {
    StringWriter saida = new StringWriter();
    Velocity.evaluate(new VelocityContext(), saida, "rodape", "Banco " + rodape); // vigia-expect: template-injection
    return saida.toString();
  }

  @PostMapping("/comprovantes/seguro")
  String seguro(@RequestParam String nome) throws Exception {
    // Look-alike: the request fills the context of a fixed template.
    VelocityContext contexto = new VelocityContext();
    contexto.put("nome", nome);
    StringWriter saida = new StringWriter();
    Velocity.evaluate(contexto, saida, "seguro", "Olá $nome");
    return saida.toString();
  }
}
