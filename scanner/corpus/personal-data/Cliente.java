public class ClienteFixture {
    static final String CPF_TESTE = "52998224725"; // vigia-expect: pii-cpf
    static final String CPF_INVALIDO = "52998224726";
    static final String CNPJ_ALFANUMERICO = "12ABC34501DE35"; // vigia-expect: pii-cnpj
    static final String CODIGO_PRODUTO = "12ABC34501DE35";
}
