import org.springframework.web.bind.annotation.*;

@RestController
public class Discovery {
    @CrossOrigin("*")
    @GetMapping("/.well-known/openid-configuration")
    public String openidConfiguration() { return "{}"; }

    @CrossOrigin("*")
    @GetMapping("/jwks.json")
    public String jwks() { return "{}"; }

    @CrossOrigin(origins = "*", allowCredentials = "true") // vigia-expect: cors-wildcard
    @GetMapping("/.well-known/openid-configuration/privada")
    public String privada() { return "{}"; }

    @CrossOrigin("*") // vigia-expect: cors-wildcard
    @GetMapping("/contas")
    public String contas() { return "[]"; }
}
