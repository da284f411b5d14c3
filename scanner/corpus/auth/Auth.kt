import com.auth0.jwt.JWT

fun claims(token: String) = JWT.decode(token) // vigia-expect: jwt-not-verified

fun verified(token: String) = JWT.require(algorithm).build().verify(token)
