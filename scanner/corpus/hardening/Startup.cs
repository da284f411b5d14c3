public class Startup {
    public void Configure(IApplicationBuilder app, IWebHostEnvironment env) {
        app.UseDeveloperExceptionPage(); // vigia-expect: debug-mode-enabled
        if (env.IsDevelopment()) {
            app.UseDeveloperExceptionPage();
        }
    }
    public void ConfigureServices(IServiceCollection services) {
        services.AddCors(o => o.AddPolicy("all", p => p.AllowAnyOrigin())); // vigia-expect: cors-wildcard
        services.AddCors(o => o.AddPolicy("app", p => p.WithOrigins("https://app.exemplo.com.br")));
    }
}
