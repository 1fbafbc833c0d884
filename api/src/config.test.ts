import { loadConfig } from './config';

describe('loadConfig', () => {
  it('reads a relative DATA_DIR from where the command was run, not from the workspace npm switched to', () => {
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/portal' }).dataDir).toBe('/srv/portal/data');
    expect(loadConfig({ DATA_DIR: '/var/lib/portal' }).dataDir).toBe('/var/lib/portal');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
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
});
