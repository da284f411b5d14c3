using System.Data.SqlClient;
using System.Diagnostics;
using System.Runtime.Serialization.Formatters.Binary;
using System.Xml;

public class Repo {
    public void Find(SqlConnection conn, string id) {
        var cmd = new SqlCommand("SELECT * FROM contas WHERE id = " + id, conn); // vigia-expect: injection-sql
        var safe = new SqlCommand("SELECT * FROM contas WHERE id = @id", conn);
        Process.Start("cmd.exe", "/c dir " + id); // vigia-expect: injection-command
        var bf = new BinaryFormatter(); // vigia-expect: deserialization-unsafe
        var settings = new XmlReaderSettings();
        settings.DtdProcessing = DtdProcessing.Parse; // vigia-expect: xxe
        var safeSettings = new XmlReaderSettings { DtdProcessing = DtdProcessing.Prohibit };
    }
}
