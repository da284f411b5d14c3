package br.com.banco.pix.config;

@Configuration
public class SegurancaConfig {
  @Bean
  SecurityFilterChain cadeiaLegada(HttpSecurity http) throws Exception {
    http.csrf().disable() // vigia-expect: csrf-protection-disabled
        .authorizeRequests().anyRequest().authenticated();
    return http.build();
  }

  @Bean
  SecurityFilterChain cadeiaPainel(HttpSecurity http) throws Exception {
    http.csrf(csrf -> csrf.disable()); // vigia-expect: csrf-protection-disabled
    return http.build();
  }

  @Bean
  SecurityFilterChain cadeiaTransferencias(HttpSecurity http) throws Exception {
    return http.csrf(AbstractHttpConfigurer::disable).build(); // vigia-expect: csrf-protection-disabled
  }

  @Bean
  SecurityFilterChain cadeiaBackoffice(HttpSecurity http) throws Exception {
    http
        .csrf() // vigia-expect: csrf-protection-disabled
        .disable()
        .authorizeRequests()
        .anyRequest().authenticated();
    return http.build();
  }

  @Bean
  SecurityFilterChain cadeiaSegura(HttpSecurity http) throws Exception {
    // Look-alikes: CSRF kept, only the webhook of the PSP is exempt; a feature toggle named disable.
    http.csrf(csrf -> csrf.ignoringRequestMatchers("/webhooks/pix"));
    http.csrf(Customizer.withDefaults());
    notificacoes.disable();
    return http.build();
  }
}
