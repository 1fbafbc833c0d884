import { loadConfig, loadPortalConfig } from './config';

describe('loadConfig', () => {
  it('reads a relative DATA_DIR from where the command was run, not from the workspace npm switched to', () => {
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/portal' }).dataDir).toBe('/srv/portal/data');
    expect(loadConfig({ DATA_DIR: '/var/lib/portal' }).dataDir).toBe('/var/lib/portal');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('keeps statements prepared on PostgreSQL unless DATABASE_PREPARED_STATEMENTS is false', () => {
    expect(loadConfig({}).preparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).preparedStatements).toBe(false);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(/DATABASE_PREPARED_STATEMENTS must be true or false/);
  });

  it("leaves SQLite's page cache to the database module unless SQLITE_CACHE_MB sizes it", () => {
    expect(loadConfig({}).sqliteCacheMb).toBeUndefined();
    expect(loadConfig({ SQLITE_CACHE_MB: '256' }).sqliteCacheMb).toBe(256);
    for (const bad of ['0', '-8', 'lots']) expect(() => loadConfig({ SQLITE_CACHE_MB: bad })).toThrow(/SQLITE_CACHE_MB/);
  });

  it('splits CORS_ORIGINS into a list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example,' }).corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('takes PUBLIC_URL as an origin, and refuses one with a path or another scheme', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://jobs.example.com/' }).publicUrl).toBe('https://jobs.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({}).publicUrl).toBeUndefined();
    for (const bad of ['https://jobs.example.com/portal', 'ftp://jobs.example.com', 'jobs.example.com']) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL must be an origin/);
    }
  });

  it('links emails to PUBLIC_URL, else to this server on localhost', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://jobs.example.com' }).mail.siteUrl).toBe('https://jobs.example.com');
    expect(loadConfig({ PORT: '9100' }).mail.siteUrl).toBe('http://localhost:9100');
  });

  it("links a script's emails (the demo seed's) to the portal `npm start` serves: port 8080 unless PORT or PUBLIC_URL says otherwise", () => {
    expect(loadPortalConfig({}).mail.siteUrl).toBe('http://localhost:8080');
    expect(loadPortalConfig({ PORT: '9100' }).mail.siteUrl).toBe('http://localhost:9100');
    expect(loadPortalConfig({ PUBLIC_URL: 'https://jobs.example.com' }).mail.siteUrl).toBe('https://jobs.example.com');
  });

  it('serves metrics on 127.0.0.1:9464 unless METRICS_HOST and METRICS_PORT say otherwise; 0 turns them off', () => {
    expect(loadConfig({}).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: '0' }).metrics.port).toBe(0);
    expect(loadConfig({ METRICS_HOST: '10.0.0.5', METRICS_PORT: '9100' }).metrics).toEqual({ host: '10.0.0.5', port: 9100 });
  });

  it('refuses a METRICS_PORT that is not a port, or that is the public port', () => {
    for (const bad of ['metrics', '-1', '80.5', '70000']) expect(() => loadConfig({ METRICS_PORT: bad })).toThrow(/METRICS_PORT: METRICS_PORT must be/);
    expect(() => loadConfig({ PORT: '9100', METRICS_PORT: '9100' })).toThrow('METRICS_PORT: METRICS_PORT must differ from PORT: metrics are never served on the public port (0 turns them off)');
    expect(() => loadConfig({ PORT: '9464' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).metrics.port).toBe(0);
  });

  it('takes a PLATFORM_TOKEN of at least 32 characters; unset or empty, there is none', () => {
    expect(loadConfig({}).platformToken).toBeUndefined();
    expect(loadConfig({ PLATFORM_TOKEN: '' }).platformToken).toBeUndefined();
    expect(loadConfig({ PLATFORM_TOKEN: 'p'.repeat(32) }).platformToken).toBe('p'.repeat(32));
    expect(() => loadConfig({ PLATFORM_TOKEN: 'secret' })).toThrow(/PLATFORM_TOKEN: PLATFORM_TOKEN must be at least 32 characters/);
  });

  it('traces only with OTEL_EXPORTER_OTLP_ENDPOINT, as portal-api unless OTEL_SERVICE_NAME says otherwise', () => {
    expect(loadConfig({}).traces).toBeNull();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).traces).toEqual({ serviceName: 'portal-api' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector', OTEL_SERVICE_NAME: 'jobs-api' }).traces).toEqual({ serviceName: 'jobs-api' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }).traces).toBeNull();
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT must be an http:\/\/ or https:\/\/ URL/);
  });

  it('trusts X-Forwarded-* only from the proxy addresses TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
  });

  it('refuses a TRUST_PROXY that would believe an X-Forwarded-For the client wrote, saying what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe any X-Forwarded-For.*TRUST_PROXY=loopback/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count cannot tell the proxy from a client/);
    for (const bad of ['nginx', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(new RegExp(`TRUST_PROXY: ${bad} is not an address`));
    }
  });
});
