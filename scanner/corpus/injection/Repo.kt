import java.sql.Connection

class Repo(private val conn: Connection) {
    fun find(id: String) {
        conn.createStatement().executeQuery("SELECT * FROM contas WHERE id = $id") // vigia-expect: injection-sql
        val ps = conn.prepareStatement("SELECT * FROM contas WHERE id = ?")
        Runtime.getRuntime().exec("ls $id") // vigia-expect: injection-command
        Runtime.getRuntime().exec(arrayOf("ls", "-la"))
    }
}
