import java.sql.*;
import javax.xml.parsers.DocumentBuilderFactory;

public class Repo {
    ResultSet find(Connection conn, String id) throws Exception {
        Statement stmt = conn.createStatement();
        ResultSet a = stmt.executeQuery("SELECT * FROM contas WHERE id = " + id); // vigia-expect: injection-sql
        PreparedStatement ps = conn.prepareStatement("SELECT * FROM contas WHERE id = ?");
        ps.setString(1, id);
        String sql = montar(id);
        stmt.executeQuery(sql); // vigia-expect: injection-sql-sink
        return ps.executeQuery();
    }

    void run(String dir) throws Exception {
        Runtime.getRuntime().exec("ls " + dir); // vigia-expect: injection-command
        Runtime.getRuntime().exec(new String[] {"ls", "-la"});
    }

    Object read(java.io.InputStream in) throws Exception {
        java.io.ObjectInputStream ois = new java.io.ObjectInputStream(in);
        return ois.readObject(); // vigia-expect: deserialization-unsafe
    }

    void parse() throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance(); // vigia-expect: xxe
    }

    void parseSafely() throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    }
}
