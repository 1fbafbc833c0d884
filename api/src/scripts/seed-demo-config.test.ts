import { seedDemoConfig } from './seed-demo-config';

describe("the demo seed's configuration", () => {
  it('links its emails to the portal `npm start` serves: port 8080 with PUBLIC_URL and PORT unset, else PORT, else PUBLIC_URL', () => {
    expect(seedDemoConfig({}).mail.siteUrl).toBe('http://localhost:8080');
    expect(seedDemoConfig({ PORT: '9100' }).mail.siteUrl).toBe('http://localhost:9100');
    expect(seedDemoConfig({ PORT: '9100', PUBLIC_URL: 'https://jobs.example.com' }).mail.siteUrl).toBe('https://jobs.example.com');
  });
});
