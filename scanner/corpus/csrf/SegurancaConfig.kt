package br.com.banco.cartoes.config

import org.springframework.context.annotation.Bean
import org.springframework.security.config.annotation.web.builders.HttpSecurity
import org.springframework.security.config.annotation.web.invoke

class SegurancaConfig {
    @Bean
    fun cadeiaCartoes(http: HttpSecurity): SecurityFilterChain {
        http {
            csrf { disable() } // vigia-expect: csrf-protection-disabled
            authorizeHttpRequests { authorize(anyRequest, authenticated) }
        }
        return http.build()
    }

    @Bean
    fun cadeiaLegada(http: HttpSecurity): SecurityFilterChain {
        http.csrf().disable() // vigia-expect: csrf-protection-disabled
        return http.build()
    }

    @Bean
    fun cadeiaSegura(http: HttpSecurity): SecurityFilterChain {
        // Look-alikes: only the PSP webhook is exempt; another feature disabled.
        http {
            csrf { ignoringRequestMatchers("/webhooks/pix") }
            httpBasic { disable() }
        }
        return http.build()
    }
}
