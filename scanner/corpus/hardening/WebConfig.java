import org.springframework.web.bind.annotation.*;

@RestController
@CrossOrigin(origins = "*") // vigia-expect: cors-wildcard
public class ContaController {
    @CrossOrigin(origins = "https://app.exemplo.com.br")
    @GetMapping("/contas")
    public String contas() { return "ok"; }
}
