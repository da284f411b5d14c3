import io.jsonwebtoken.*;

public class Auth {
    Claims unsigned(String token) {
        return Jwts.parser().parseClaimsJwt(token).getBody(); // vigia-expect: jwt-not-verified
    }
    Claims signed(String token, java.security.Key key) {
        return Jwts.parser().setSigningKey(key).parseClaimsJws(token).getBody();
    }
    String none(JwtBuilder b) {
        return b.signWith(SignatureAlgorithm.NONE, "x").compact(); // vigia-expect: jwt-alg-none
    }
}
