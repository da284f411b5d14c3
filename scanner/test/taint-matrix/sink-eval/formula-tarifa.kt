import javax.script.ScriptEngineManager
import org.springframework.web.bind.annotation.*

@RestController
class FormulaController {
    private val motor = ScriptEngineManager().getEngineByName("kotlin")

    @PostMapping("/tarifas/simulacao")
    fun simular(@RequestParam formula: String): Any? {
        val base = motor.eval("0.0099 * 1000") // vigia: ok injection-eval, injection-eval-sink
        return motor.eval(formula) // vigia: expect injection-eval
    }
}
